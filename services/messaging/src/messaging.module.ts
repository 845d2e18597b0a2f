import { Module, type DynamicModule } from '@nestjs/common';
import { DocumentStoreModule, createHealthController } from '@flowershop/common';
import { MessagingConfig } from './config/messaging.config.js';

@Module({})
export class MessagingModule {
  static forRoot(config: MessagingConfig): DynamicModule {
    return {
      module: MessagingModule,
      imports: [DocumentStoreModule.forService(config, 'messaging')],
      controllers: [createHealthController('messaging')],
      providers: [{ provide: MessagingConfig, useValue: config }],
    };
  }
}
