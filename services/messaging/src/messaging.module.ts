import { Module, type DynamicModule } from '@nestjs/common';
import { DocumentStoreModule, createHealthController, ServiceConfigModule } from '@flowershop/common';
import { MessagingConfig } from './config/messaging.config.js';

@Module({})
export class MessagingModule {
  static forRoot(config: MessagingConfig): DynamicModule {
    return {
      module: MessagingModule,
      imports: [
        ServiceConfigModule.register(MessagingConfig, config),
        DocumentStoreModule.forService(config, 'messaging'),
      ],
      controllers: [createHealthController('messaging')],
    };
  }
}
