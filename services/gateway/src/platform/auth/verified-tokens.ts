import type { Principal } from '@flowershop/common/contracts';

/** Most tokens kept: beyond it the oldest is dropped (and simply verified again when it comes back). */
const MAX_TOKENS = 10_000;

interface Verified {
  principal: Principal;
  jti: string;
  /** Epoch ms after which identity is asked again. */
  until: number;
}

/** Claims of a token identity has just issued or verified: its signature is not checked again here. */
function claimsOf(token: string): { jti?: unknown; exp?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as object;
  } catch {
    return {};
  }
}

/** When such a token runs out (epoch ms), if it says. */
export function tokenExpiresAt(token: string): number | undefined {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * Customer tokens kept for `ttlMs` (never past expiry) while revocations are heard (ADR 11). Admin
 * tokens are never kept: they also end when the account's token generation changes, unannounced.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();
  private readonly tokenById = new Map<string, string>();
  private listening = false;
  private revocations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): Principal | undefined {
    const verified = this.tokens.get(token);
    if (!verified) return undefined;
    if (verified.until > this.now()) return verified.principal;
    this.drop(token, verified.jti);
    return undefined;
  }

  /**
   * Read before asking identity and handed to `remember`: a logout heard while the question was out
   * may concern this very token, and keeping identity's older answer would serve it for the whole TTL.
   */
  get revocationMark(): number {
    return this.revocations;
  }

  /** Unless a revocation was heard since `markWhenAsked` (then the next request simply asks again). */
  remember(token: string, principal: Principal, markWhenAsked: number): void {
    if (!this.listening || this.ttlMs <= 0 || principal.role !== 'customer') return;
    if (markWhenAsked !== this.revocations) return;
    const { jti } = claimsOf(token);
    const expiresAt = tokenExpiresAt(token);
    if (typeof jti !== 'string' || expiresAt === undefined) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt);
    if (this.tokens.size >= MAX_TOKENS) {
      const [oldest] = this.tokens;
      if (oldest) this.drop(oldest[0], oldest[1].jti);
    }
    this.tokens.set(token, { principal, jti, until });
    this.tokenById.set(jti, token);
  }

  /** A token revoked anywhere, named by its `jti` (`identity.token.revoked`). */
  revoked(jti: string): void {
    this.revocations += 1;
    const token = this.tokenById.get(jti);
    if (token !== undefined) this.drop(token, jti);
  }

  /** A token this gateway is revoking (the logout it handles). */
  forget(token: string): void {
    this.revocations += 1;
    const verified = this.tokens.get(token);
    if (verified) this.drop(token, verified.jti);
  }

  /** What came before is unknown, so nothing kept is trusted. */
  startListening(): void {
    this.clear();
    this.listening = true;
  }

  stopListening(): void {
    this.listening = false;
    this.clear();
  }

  get size(): number {
    return this.tokens.size;
  }

  private clear(): void {
    this.revocations += 1;
    this.tokens.clear();
    this.tokenById.clear();
  }

  private drop(token: string, jti: string): void {
    this.tokens.delete(token);
    if (this.tokenById.get(jti) === token) this.tokenById.delete(jti);
  }
}
