import {
  Global,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { CommonConfig } from '../config/common.config.js';
import { ServiceClients } from './service-clients.js';

/** One ServiceClients for a whole process (gateway or service), closed with the app. */
@Global()
@Module({})
export class ServiceClientsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly clients: ServiceClients) {}

  static forRoot(config: CommonConfig): DynamicModule {
    return {
      module: ServiceClientsModule,
      providers: [{ provide: ServiceClients, useFactory: () => new ServiceClients(config) }],
      exports: [ServiceClients],
    };
  }

  onApplicationBootstrap(): void {
    this.clients.warmUp();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.clients.close();
  }
}
