import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceConfigModule } from '@flowershop/common/config';
import { PRODUCT_KINDS } from '@flowershop/common/contracts';
import { EventOutbox, EventsModule } from '@flowershop/common/events';
import { createHealthController } from '@flowershop/common/health';
import {
  DOCUMENT_STORE,
  DocumentStoreModule,
  IdempotentWrites,
  type DocumentStore,
} from '@flowershop/common/persistence';
import { ObjectStoreModule, OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { CatalogMsController } from './catalog.ms-controller.js';
import { CatalogConfig } from './config/catalog.config.js';
import { ImageSweeper } from './images/image-sweeper.js';
import { PaperSheetCatalog } from './paper-sheets/paper-sheet-catalog.js';
import { PriceQuoter } from './pricing/price-quoter.js';
import { PRODUCT_CATALOGS, ProductCatalog, type ProductCatalogs } from './products/product-catalog.js';
import { createProductsController } from './products/products.ms-controller.js';

@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        ServiceConfigModule.register(CatalogConfig, config),
        DocumentStoreModule.forService(config, 'catalog'),
        EventsModule.forService(config, 'catalog'),
        ObjectStoreModule.forRoot(config),
      ],
      controllers: [
        createHealthController('catalog'),
        ...PRODUCT_KINDS.map(createProductsController),
        CatalogMsController,
      ],
      providers: [
        {
          provide: PRODUCT_CATALOGS,
          inject: [DOCUMENT_STORE, OBJECT_STORE, EventOutbox],
          useFactory: (store: DocumentStore, images: ObjectStore, events: EventOutbox): ProductCatalogs =>
            Object.fromEntries(
              PRODUCT_KINDS.map((kind) => [
                kind,
                new ProductCatalog(kind, store, images, events, config.IMAGE_BASE_URL),
              ]),
            ) as ProductCatalogs,
        },
        {
          provide: IdempotentWrites,
          inject: [DOCUMENT_STORE],
          // Twice a call's time-out: an attempt that outlives it has been given up by its caller.
          useFactory: (store: DocumentStore) => new IdempotentWrites(store, 2 * config.RPC_TIMEOUT_MS),
        },
        ImageSweeper,
        PaperSheetCatalog,
        PriceQuoter,
      ],
    };
  }
}
