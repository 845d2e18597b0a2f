import type { Principal } from '@flowershop/common/contracts';

/** Most tokens kept: beyond it the oldest is dropped (and simply verified again when it comes back). */
const MAX_TOKENS = 10_000;

interface Verified {
  principal: Principal;
  jti: string;
  /** Epoch ms after which identity is asked again. */
  until: number;
}

/** `jti` and `exp` of a token identity has just verified (its signature is not checked again here). */
function claimsOf(token: string): { jti?: unknown; exp?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as object;
  } catch {
    return {};
  }
}

/**
 * Customer tokens identity has verified, kept for `ttlMs` (and never past their expiry) so a
 * signed-in shopper's requests skip one broker round trip each (ADR 11). Only while the gateway
 * hears `identity.token.revoked` (`listening`): a logout anywhere drops its token here at once,
 * and losing the broker drops them all. Admin tokens are never kept: an admin's tokens also end
 * when the account's token generation changes, which is not announced.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();
  private readonly tokenById = new Map<string, string>();
  private listening = false;
  /** Counts revocations heard (and clears): see `revocationMark`. */
  private revocations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The principal of a token verified less than `ttlMs` ago, or undefined (ask identity). */
  get(token: string): Principal | undefined {
    const verified = this.tokens.get(token);
    if (!verified) return undefined;
    if (verified.until > this.now()) return verified.principal;
    this.drop(token, verified.jti);
    return undefined;
  }

  /**
   * Read before asking identity, and handed to `remember`: identity's answer and a revocation
   * travel separately, so a logout heard while the question was out may concern this very token,
   * and keeping identity's (older) answer would serve a revoked token for the whole time to live.
   */
  get revocationMark(): number {
    return this.revocations;
  }

  /**
   * Keeps a customer's token identity has just verified (when listening and enabled), unless a
   * revocation was heard since `markWhenAsked` (then the next request simply asks again).
   */
  remember(token: string, principal: Principal, markWhenAsked: number): void {
    if (!this.listening || this.ttlMs <= 0 || principal.role !== 'customer') return;
    if (markWhenAsked !== this.revocations) return;
    const { jti, exp } = claimsOf(token);
    if (typeof jti !== 'string' || typeof exp !== 'number') return;
    const until = Math.min(this.now() + this.ttlMs, exp * 1000);
    if (this.tokens.size >= MAX_TOKENS) {
      const [oldest] = this.tokens;
      if (oldest) this.drop(oldest[0], oldest[1].jti);
    }
    this.tokens.set(token, { principal, jti, until });
    this.tokenById.set(jti, token);
  }

  /** A token revoked anywhere, named by its `jti` (as `identity.token.revoked` says). */
  revoked(jti: string): void {
    this.revocations += 1;
    const token = this.tokenById.get(jti);
    if (token !== undefined) this.drop(token, jti);
  }

  /** A token this gateway is revoking (the logout it handles), named by the token itself. */
  forget(token: string): void {
    this.revocations += 1;
    const verified = this.tokens.get(token);
    if (verified) this.drop(token, verified.jti);
  }

  /** Revocations are heard from now on; what came before is unknown, so nothing kept is trusted. */
  startListening(): void {
    this.clear();
    this.listening = true;
  }

  /** Revocations cannot be heard: keep nothing until `startListening` again. */
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
