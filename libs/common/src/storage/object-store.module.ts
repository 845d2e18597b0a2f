import { Module, type DynamicModule } from '@nestjs/common';
import type { StorageConfig } from '../config/common.config.js';
import { OnDemandObjectStore } from './on-demand-object-store.js';
import { OBJECT_STORE } from './object-store.js';

/**
 * The S3 object store (MinIO, or s3rver in the embedded default) for a whole process. The S3
 * client (minio and its XML, lodash and stream dependencies, about 10 MB resident) is loaded on
 * the first call, not at start-up: a gateway or catalog that serves no image carries none of it.
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
          useValue: new OnDemandObjectStore(
            async () => new (await import('./minio-object-store.js')).MinioObjectStore(config),
          ),
        },
      ],
      exports: [OBJECT_STORE],
    };
  }
}
