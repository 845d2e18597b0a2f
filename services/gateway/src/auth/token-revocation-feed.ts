import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { CommonConfig } from '@flowershop/common/config';
import { IDENTITY_EVENTS, type TokenRevokedEvent } from '@flowershop/common/contracts';
import { openBroadcastFeed } from '../broadcasts/broadcast-feed.js';
import type { VerifiedTokens } from './verified-tokens.js';

/**
 * Over RabbitMQ: every gateway instance hears `identity.token.revoked` and drops that token from
 * its verified tokens. Over TCP there is nothing to hear, so no token is kept at all.
 */
export class TokenRevocationFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private feed?: { close(): Promise<void> };

  constructor(
    private readonly config: CommonConfig,
    private readonly verified: VerifiedTokens,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.TRANSPORT !== 'rmq') return;
    this.feed = await openBroadcastFeed(this.config, {
      name: 'TokenRevocations',
      events: [IDENTITY_EVENTS.tokenRevoked],
      heard: (_type, payload) => {
        const jti = (payload as Partial<TokenRevokedEvent> | undefined)?.jti;
        // A message that does not say which token: trust none of them.
        if (typeof jti === 'string') this.verified.revoked(jti);
        else this.verified.startListening();
      },
      connected: () => this.verified.startListening(),
      disconnected: () => this.verified.stopListening(),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.verified.stopListening();
    await this.feed?.close();
  }
}
