import { join } from 'node:path';
import type { CommonConfig } from '../config/common.config.js';
import type { DocumentStore } from './document-store.js';
import { MongoDocumentStore } from './mongo-document-store.js';
import { NedbDocumentStore } from './nedb-document-store.js';

/** Picks the adapter the environment asks for; each service keeps its own files or database. */
export async function createDocumentStore(config: CommonConfig, service: string): Promise<DocumentStore> {
  if (config.DB_DRIVER === 'mongo') {
    return await MongoDocumentStore.connect(config.MONGO_URL!, `flowershop_${service}`);
  }
  return new NedbDocumentStore(join(config.DATA_DIR, 'db', service));
}
