import { Module, type DynamicModule } from '@nestjs/common';
import type { StorageConfig } from '../config/common.config.js';
import { MinioObjectStore } from './minio-object-store.js';
import { OBJECT_STORE } from './object-store.js';

/** The object store of a whole process: MinIO, or s3rver in the embedded default. */
@Module({})
export class ObjectStoreModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: ObjectStoreModule,
      global: true,
      providers: [{ provide: OBJECT_STORE, useValue: new MinioObjectStore(config) }],
      exports: [OBJECT_STORE],
    };
  }
}
