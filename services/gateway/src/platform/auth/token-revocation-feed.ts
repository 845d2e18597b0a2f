import type { CommonConfig } from '@flowershop/common/config';
import { IDENTITY_EVENTS, type TokenRevokedEvent } from '@flowershop/common/contracts';
import { BroadcastFeed, type BroadcastListener } from '../broadcasts/broadcast-feed.js';
import type { VerifiedTokens } from './verified-tokens.js';

/**
 * Over RabbitMQ: every gateway instance hears `identity.token.revoked` and drops that token from
 * its verified tokens. Over TCP there is nothing to hear, so no token is kept at all.
 */
export class TokenRevocationFeed extends BroadcastFeed {
  constructor(
    config: CommonConfig,
    private readonly verified: VerifiedTokens,
  ) {
    super(config);
  }

  protected listener(): BroadcastListener {
    return {
      name: 'TokenRevocations',
      events: [IDENTITY_EVENTS.tokenRevoked],
      heard: (_type, payload) => {
        const jti = (payload as Partial<TokenRevokedEvent> | undefined)?.jti;
        // A message that does not say which token: trust none of them.
        if (typeof jti === 'string') this.verified.revoked(jti);
        else this.verified.startListening();
      },
      connected: () => this.verified.startListening(),
      // Lost broker, or this gateway stopping: nothing kept is trusted any more.
      disconnected: () => this.verified.stopListening(),
    };
  }
}
