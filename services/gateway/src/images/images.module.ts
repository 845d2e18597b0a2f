import { Module, type DynamicModule } from '@nestjs/common';
import { MinioObjectStore, OBJECT_STORE } from '@flowershop/common';
import { GatewayConfig } from '../config/gateway.config.js';
import { ImageUploadService } from './image-upload.service.js';
import { ImagesHttpController } from './images.http.controller.js';

@Module({})
export class ImagesModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: ImagesModule,
      global: true,
      controllers: [ImagesHttpController],
      providers: [{ provide: OBJECT_STORE, useFactory: () => new MinioObjectStore(config) }, ImageUploadService],
      exports: [ImageUploadService, OBJECT_STORE],
    };
  }
}
