import type { CommonConfig } from '@flowershop/common/config';
import { CATALOG_EVENTS, isProductKind, type ProductChangedEvent } from '@flowershop/common/contracts';
import { BroadcastFeed, type BroadcastListener } from '../broadcasts/broadcast-feed.js';
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
export class CatalogChangeFeed extends BroadcastFeed {
  constructor(
    config: CommonConfig,
    private readonly cache: CatalogReadCache,
  ) {
    super(config);
  }

  protected listener(): BroadcastListener | undefined {
    if (!this.cache.enabled) return undefined;
    return {
      name: 'CatalogCache',
      events: [CATALOG_EVENTS.productChanged],
      heard: (_type, payload) => {
        const kind = changedKind(payload);
        if (kind) this.cache.changed(kind);
        else this.cache.clear();
      },
      connected: () => this.cache.clear(),
    };
  }
}
