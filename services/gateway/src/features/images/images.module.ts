import { Module, type DynamicModule } from '@nestjs/common';
import { ObjectStoreModule } from '@flowershop/common/storage';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ImageUploadService } from './image-upload.service.js';
import { ImageVariants } from './image-variants.js';
import { ImagesHttpController } from './images.http.controller.js';

@Module({})
export class ImagesModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: ImagesModule,
      global: true,
      imports: [ObjectStoreModule.forRoot(config)],
      controllers: [ImagesHttpController],
      providers: [ImageUploadService, ImageVariants],
      exports: [ImageUploadService, ImageVariants],
    };
  }
}
