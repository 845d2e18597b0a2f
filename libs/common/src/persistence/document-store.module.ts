import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from './document-store.js';

/** The adapter the environment asks for, imported only when chosen (no mongoose on nedb, nor the reverse). */
export async function createDocumentStore(config: CommonConfig, service: string): Promise<DocumentStore> {
  if (config.DB_DRIVER === 'mongo') {
    const { MongoDocumentStore } = await import('./mongo-document-store.js');
    return await MongoDocumentStore.connect(config.MONGO_URL!, `${config.MONGO_DB_PREFIX}_${service}`);
  }
  const { NedbDocumentStore } = await import('./nedb-document-store.js');
  return new NedbDocumentStore(join(config.DATA_DIR, 'db', service));
}

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
