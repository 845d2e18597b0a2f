import { Module, type DynamicModule } from '@nestjs/common';
import type { StorageConfig } from '../config/common.config.js';
import { OBJECT_STORE, type ObjectStore, type StoredObject, type StoredObjectInfo } from './object-store.js';

/** Creates the real store on the first call (a failed creation is tried again on the next). */
class OnDemandObjectStore implements ObjectStore {
  private store?: Promise<ObjectStore>;

  constructor(private readonly create: () => Promise<ObjectStore>) {}

  private real(): Promise<ObjectStore> {
    this.store ??= this.create().catch((error: unknown) => {
      this.store = undefined;
      throw error;
    });
    return this.store;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await (await this.real()).put(key, body, contentType);
  }

  async get(key: string): Promise<StoredObject | null> {
    return await (await this.real()).get(key);
  }

  async exists(key: string): Promise<boolean> {
    return await (await this.real()).exists(key);
  }

  async remove(keys: string[]): Promise<void> {
    await (await this.real()).remove(keys);
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    yield* (await this.real()).list();
  }
}

/**
 * The S3 object store (MinIO, or s3rver in the embedded default). Its client (minio with its XML,
 * lodash and stream dependencies, about 10 MB resident) is loaded on the first call, not at
 * start-up: a gateway or catalog that serves no image carries none of it.
 */
export function onDemandS3ObjectStore(config: StorageConfig): ObjectStore {
  return new OnDemandObjectStore(async () => new (await import('./minio-object-store.js')).MinioObjectStore(config));
}

/** The object store of a whole process. */
@Module({})
export class ObjectStoreModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: ObjectStoreModule,
      global: true,
      providers: [{ provide: OBJECT_STORE, useValue: onDemandS3ObjectStore(config) }],
      exports: [OBJECT_STORE],
    };
  }
}
