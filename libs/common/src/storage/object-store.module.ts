import { Module, type DynamicModule } from '@nestjs/common';
import type { StorageConfig } from '../config/common.config.js';
import { OBJECT_STORE } from './object-store.js';

/**
 * The S3 object store (MinIO, or s3rver in the embedded default) for a whole process. The
 * S3 client is imported only by processes that register this module (gateway and catalog).
 */
@Module({})
export class ObjectStoreModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: ObjectStoreModule,
      global: true,
      providers: [
        {
          provide: OBJECT_STORE,
          useFactory: async () => new (await import('./minio-object-store.js')).MinioObjectStore(config),
        },
      ],
      exports: [OBJECT_STORE],
    };
  }
}
