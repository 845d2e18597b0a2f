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
import { CatalogConfig } from './config/catalog.config.js';
import { ProductCatalog } from './products/product-catalog.js';
import { productCatalogToken } from './products/product-catalog.tokens.js';
import { createProductsController } from './products/products.ms-controller.js';

@Module({})
export class CatalogModule implements OnApplicationShutdown {
  constructor(private readonly clients: ServiceClients) {}

  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [ServiceConfigModule.register(CatalogConfig, config), DocumentStoreModule.forService(config, 'catalog')],
      controllers: [createHealthController('catalog'), ...PRODUCT_KINDS.map(createProductsController)],
      providers: [
        { provide: OBJECT_STORE, useFactory: () => new MinioObjectStore(config) },
        { provide: ServiceClients, useFactory: () => new ServiceClients(config) },
        ...PRODUCT_KINDS.map((kind) => ({
          provide: productCatalogToken(kind),
          inject: [DOCUMENT_STORE, OBJECT_STORE, ServiceClients],
          useFactory: (store: DocumentStore, images: ObjectStore, clients: ServiceClients) =>
            new ProductCatalog(kind, store, images, clients, config.IMAGE_BASE_URL),
        })),
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.clients.close();
  }
}
