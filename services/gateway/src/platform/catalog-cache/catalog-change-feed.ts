import { Inject, Injectable } from '@nestjs/common';
import type { CommonConfig } from '@flowershop/common/config';
import { CATALOG_EVENTS, isProductKind, type ProductChangedEvent } from '@flowershop/common/contracts';
import { BroadcastFeed, type BroadcastListener } from '../broadcasts/broadcast-feed.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { CatalogReadCache } from './catalog-read-cache.js';

/**
 * Each gateway hears `catalog.product.changed` and drops the answers it makes stale; a (re)connect
 * clears all, covering messages lost with a connection. Over TCP only own writes and the TTL do it.
 */
@Injectable()
export class CatalogChangeFeed extends BroadcastFeed {
  constructor(
    @Inject(GatewayConfig) config: CommonConfig,
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
        const kind = (payload as Partial<ProductChangedEvent> | undefined)?.kind;
        // A message that does not say which kind: anything may have changed.
        if (typeof kind === 'string' && isProductKind(kind)) this.cache.changed(kind);
        else this.cache.clear();
      },
      connected: () => this.cache.clear(),
    };
  }
}
