import { join } from 'node:path';
import type { CommonConfig } from '../config/common.config.js';
import type { DocumentStore } from './document-store.js';

/**
 * Picks the adapter the environment asks for; each service keeps its own files or database.
 * The driver is imported only when chosen, so a process never loads mongoose on nedb or the reverse.
 */
export async function createDocumentStore(config: CommonConfig, service: string): Promise<DocumentStore> {
  if (config.DB_DRIVER === 'mongo') {
    const { MongoDocumentStore } = await import('./mongo-document-store.js');
    return await MongoDocumentStore.connect(config.MONGO_URL!, `${config.MONGO_DB_PREFIX}_${service}`);
  }
  const { NedbDocumentStore } = await import('./nedb-document-store.js');
  return new NedbDocumentStore(join(config.DATA_DIR, 'db', service));
}
