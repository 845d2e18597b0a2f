import { Injectable } from '@nestjs/common';
import { IDENTITY_PATTERNS, type Principal } from '@flowershop/common/contracts';
import { ServiceCallError, ServiceClients } from '@flowershop/common/transport';

/** Asks the identity service who a token belongs to (it also knows revoked tokens). */
@Injectable()
export class TokenVerifier {
  constructor(private readonly clients: ServiceClients) {}

  /** The token's owner, or null when the token is not valid; other failures propagate. */
  async principal(token: string): Promise<Principal | null> {
    try {
      return await this.clients.send<Principal>('identity', IDENTITY_PATTERNS.tokenVerify, { token });
    } catch (error) {
      if (error instanceof ServiceCallError && error.status === 401) return null;
      throw error;
    }
  }
}
