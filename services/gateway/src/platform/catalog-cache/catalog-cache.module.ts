import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewayConfig } from '../config/gateway.config.js';
import { CatalogChangeFeed } from './catalog-change-feed.js';
import { CatalogReadCache } from './catalog-read-cache.js';
import { CatalogReads } from './catalog-reads.js';

/** Most answers kept: the lists (four kinds, two orders, the sheets) and every product read. */
const MAX_ENTRIES = 2000;

/** Global: one cache for the whole gateway, which the SPA's product-page preloads read too (ADR 0010). */
@Module({})
export class CatalogCacheModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: CatalogCacheModule,
      global: true,
      providers: [
        {
          provide: CatalogReadCache,
          useValue: new CatalogReadCache({ ttlMs: config.CATALOG_CACHE_TTL_MS, maxEntries: MAX_ENTRIES }),
        },
        CatalogChangeFeed,
        CatalogReads,
      ],
      exports: [CatalogReadCache, CatalogReads],
    };
  }
}
