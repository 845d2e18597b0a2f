import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  MinioObjectStore,
  OBJECT_STORE,
  PRODUCT_KINDS,
  ServiceClients,
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
import { PRODUCT_CATALOGS, productCatalogToken } from './products/product-catalog.tokens.js';
import { createProductsController } from './products/products.ms-controller.js';

@Module({})
export class CatalogModule implements OnApplicationShutdown {
  constructor(private readonly clients: ServiceClients) {}

  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [ServiceConfigModule.register(CatalogConfig, config), DocumentStoreModule.forService(config, 'catalog')],
      controllers: [
        createHealthController('catalog'),
        ...PRODUCT_KINDS.map(createProductsController),
        PaperSheetsMsController,
        PricingMsController,
      ],
      providers: [
        { provide: OBJECT_STORE, useFactory: () => new MinioObjectStore(config) },
        { provide: ServiceClients, useFactory: () => new ServiceClients(config) },
        ...PRODUCT_KINDS.map((kind) => ({
          provide: productCatalogToken(kind),
          inject: [DOCUMENT_STORE, OBJECT_STORE, ServiceClients],
          useFactory: (store: DocumentStore, images: ObjectStore, clients: ServiceClients) =>
            new ProductCatalog(kind, store, images, clients, config.IMAGE_BASE_URL),
        })),
        {
          provide: PRODUCT_CATALOGS,
          inject: PRODUCT_KINDS.map(productCatalogToken),
          useFactory: (...catalogs: ProductCatalog[]) =>
            Object.fromEntries(PRODUCT_KINDS.map((kind, i) => [kind, catalogs[i]])),
        },
        DrawnImages,
        PaperSheetCatalog,
        PriceQuoter,
        DemoSeeder,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.clients.close();
  }
}
