import { Inject, Injectable } from '@nestjs/common';
import type { CommonConfig } from '@flowershop/common/config';
import { IDENTITY_EVENTS, type TokenRevokedEvent } from '@flowershop/common/contracts';
import { BroadcastFeed, type BroadcastListener } from '../broadcasts/broadcast-feed.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { VerifiedTokens } from './verified-tokens.js';

/** Every gateway hears `identity.token.revoked`; over TCP there is nothing to hear, so no token is kept. */
@Injectable()
export class TokenRevocationFeed extends BroadcastFeed {
  constructor(
    @Inject(GatewayConfig) config: CommonConfig,
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
