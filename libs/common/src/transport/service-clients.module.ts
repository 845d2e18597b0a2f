import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { CommonConfig } from '../config/common.config.js';
import { ServiceClients } from './service-clients.js';

/** One ServiceClients for a whole process (gateway or service), opened at start and closed with the app. */
@Global()
@Module({})
export class ServiceClientsModule {
  static forRoot(config: CommonConfig): DynamicModule {
    return {
      module: ServiceClientsModule,
      providers: [{ provide: ServiceClients, useFactory: () => new ServiceClients(config) }],
      exports: [ServiceClients],
    };
  }
}
