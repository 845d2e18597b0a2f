import { Injectable } from '@nestjs/common';
import { IDENTITY_PATTERNS, type Principal } from '@flowershop/common/contracts';
import { ServiceCallError, ServiceClients } from '@flowershop/common/transport';
import { VerifiedTokens } from './verified-tokens.js';

/** Asks identity who a token belongs to (it knows revoked ones); a customer's answer is kept a while (VerifiedTokens). */
@Injectable()
export class TokenVerifier {
  constructor(
    private readonly clients: ServiceClients,
    private readonly verified: VerifiedTokens,
  ) {}

  /** The token's owner, or null when the token is not valid; other failures propagate. */
  async principal(token: string): Promise<Principal | null> {
    const known = this.verified.get(token);
    if (known) return known;
    const mark = this.verified.revocationMark;
    try {
      const principal = await this.clients.send<Principal>('identity', IDENTITY_PATTERNS.tokenVerify, { token });
      this.verified.remember(token, principal, mark);
      return principal;
    } catch (error) {
      if (error instanceof ServiceCallError && error.status === 401) return null;
      throw error;
    }
  }

  /** Identity tells the other gateways; this one forgets the token at once. */
  async revoke(token: string): Promise<void> {
    this.verified.forget(token);
    await this.clients.send('identity', IDENTITY_PATTERNS.tokenRevoke, { token });
    this.verified.forget(token); // verified again by a request racing the revocation
  }
}
