import { Module, type DynamicModule } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  ObjectStoreModule,
  OBJECT_STORE,
  PRODUCT_KINDS,
  ServiceClients,
  ServiceClientsModule,
  DocumentStoreModule,
  createHealthController,
  type DocumentStore,
  type ObjectStore,
  ServiceConfigModule,
} from '@flowershop/common';
import { DrawnImages } from './artwork/drawn-images.js';
import { CatalogConfig } from './config/catalog.config.js';
import { DemoSeeder } from './demo/demo-seeder.js';
import { PaperSheetCatalog } from './paper-sheets/paper-sheet-catalog.js';
import { PaperSheetsMsController } from './paper-sheets/paper-sheets.ms-controller.js';
import { PriceQuoter } from './pricing/price-quoter.js';
import { PricingMsController } from './pricing/pricing.ms-controller.js';
import { ProductCatalog } from './products/product-catalog.js';
import { PRODUCT_CATALOGS, type ProductCatalogs } from './products/product-catalog.tokens.js';
import { createProductsController } from './products/products.ms-controller.js';

@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        ServiceConfigModule.register(CatalogConfig, config),
        DocumentStoreModule.forService(config, 'catalog'),
        ServiceClientsModule.forRoot(config),
        ObjectStoreModule.forRoot(config),
      ],
      controllers: [
        createHealthController('catalog'),
        ...PRODUCT_KINDS.map(createProductsController),
        PaperSheetsMsController,
        PricingMsController,
      ],
      providers: [
        {
          provide: PRODUCT_CATALOGS,
          inject: [DOCUMENT_STORE, OBJECT_STORE, ServiceClients],
          useFactory: (store: DocumentStore, images: ObjectStore, clients: ServiceClients): ProductCatalogs =>
            Object.fromEntries(
              PRODUCT_KINDS.map((kind) => [
                kind,
                new ProductCatalog(kind, store, images, clients, config.IMAGE_BASE_URL),
              ]),
            ) as ProductCatalogs,
        },
        DrawnImages,
        PaperSheetCatalog,
        PriceQuoter,
        DemoSeeder,
      ],
    };
  }
}
