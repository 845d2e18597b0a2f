import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { createDocumentStore } from './create-document-store.js';
import { DOCUMENT_STORE, type DocumentStore } from './document-store.js';

/** Gives a service its own DocumentStore and closes it (compacting nedb files) on shutdown. */
@Module({})
export class DocumentStoreModule implements OnApplicationShutdown {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  static forService(config: CommonConfig, service: ServiceName): DynamicModule {
    return {
      module: DocumentStoreModule,
      global: true,
      providers: [{ provide: DOCUMENT_STORE, useFactory: () => createDocumentStore(config, service) }],
      exports: [DOCUMENT_STORE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
