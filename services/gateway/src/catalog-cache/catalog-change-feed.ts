import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { CommonConfig } from '@flowershop/common/config';
import { CATALOG_EVENTS, isProductKind, type ProductChangedEvent } from '@flowershop/common/contracts';
import { openBroadcastFeed } from '../broadcasts/broadcast-feed.js';
import type { CatalogReadCache } from './catalog-read-cache.js';

/** The kind a `catalog.product.changed` payload names, or undefined when it does not say. */
function changedKind(payload: unknown): ProductChangedEvent['kind'] | undefined {
  const kind = (payload as Partial<ProductChangedEvent> | undefined)?.kind;
  return typeof kind === 'string' && isProductKind(kind) ? kind : undefined;
}

/**
 * Over RabbitMQ: every gateway instance hears `catalog.product.changed` (a broadcast feed of its
 * own), so each one drops the answers a change makes stale; the whole cache is cleared on every
 * (re)connect, which covers a message lost with a connection.
 * Over TCP there is no broker to hear from; the gateway's own writes and the time-to-live do it.
 */
export class CatalogChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private feed?: { close(): Promise<void> };

  constructor(
    private readonly config: CommonConfig,
    private readonly cache: CatalogReadCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.TRANSPORT !== 'rmq' || !this.cache.enabled) return;
    this.feed = await openBroadcastFeed(this.config, {
      name: 'CatalogCache',
      events: [CATALOG_EVENTS.productChanged],
      heard: (_type, payload) => {
        const kind = changedKind(payload);
        if (kind) this.cache.changed(kind);
        else this.cache.clear();
      },
      connected: () => this.cache.clear(),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed?.close();
  }
}
