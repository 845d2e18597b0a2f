import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { IDENTITY_EVENTS, type Principal, type TokenRevokedEvent } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import { DOCUMENT_STORE, DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { IdentityConfig } from '../config/identity.config.js';

/** Revoked tokens by id, each kept until it would have expired; written with its event (outbox). */
const REVOKED_TOKENS = 'revoked_tokens';

export interface TokenClaims extends Principal {
  jti: string;
  exp: number;
  /** Admin tokens: the account's token generation when issued (absent on older tokens = 0). */
  gen?: number;
}

/** The one answer for every token that is not (or no longer) good. */
export function invalidTokenError(): ServiceError {
  return new ServiceError('IDENTITY.TOKEN_INVALID', 'Invalid or expired token', 401);
}

interface RevokedToken {
  _id: string;
  expiresAt: number;
}

@Injectable()
export class TokenService implements OnModuleInit {
  private readonly revoked: Collection<RevokedToken>;

  constructor(
    private readonly jwt: JwtService,
    private readonly config: IdentityConfig,
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
  ) {
    this.revoked = store.collection<RevokedToken>(REVOKED_TOKENS);
  }

  async onModuleInit(): Promise<void> {
    await this.revoked.deleteMany({ expiresAt: { $lt: Date.now() } });
  }

  /** `extra` claims are checked again on verify by the token's owner (e.g. an admin's generation). */
  async issue(principal: Principal, extra: Pick<TokenClaims, 'gen'> = {}): Promise<string> {
    const ttl =
      principal.role === 'admin' ? this.config.ADMIN_TOKEN_TTL_SECONDS : this.config.CUSTOMER_TOKEN_TTL_SECONDS;
    return await this.jwt.signAsync({ ...principal, ...extra }, { expiresIn: ttl, jwtid: randomUUID() });
  }

  /** The claims of a well-signed, unexpired, unrevoked token; otherwise a 401 error. */
  async verify(token: string): Promise<TokenClaims> {
    const claims = await this.decode(token);
    if (await this.revoked.findById(claims.jti)) throw invalidTokenError();
    return claims;
  }

  /** With, in the same write, the event that tells the gateways (they keep verified tokens a while; ADR 11). */
  async revoke(token: string): Promise<{ revoked: true }> {
    const claims = await this.decode(token);
    if (await this.revoked.findById(claims.jti)) return { revoked: true };
    const revoked: RevokedToken = { _id: claims.jti, expiresAt: claims.exp * 1000 };
    const payload: TokenRevokedEvent = { jti: revoked._id, expiresAt: revoked.expiresAt };
    try {
      await this.outbox.insert(REVOKED_TOKENS, revoked, [{ type: IDENTITY_EVENTS.tokenRevoked, payload }]);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error; // revoked by a racing logout: done
    }
    return { revoked: true };
  }

  private async decode(token: string): Promise<TokenClaims> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
      if (!claims.jti || (claims.role !== 'admin' && claims.role !== 'customer')) throw new Error('incomplete claims');
      return claims;
    } catch {
      throw invalidTokenError();
    }
  }
}
