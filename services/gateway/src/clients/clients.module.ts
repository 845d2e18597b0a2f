import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ServiceClients, type CommonConfig } from '@flowershop/common';

/** One ServiceClients for the whole gateway, closed with the app. */
@Global()
@Module({})
export class ClientsModule implements OnApplicationShutdown {
  constructor(private readonly clients: ServiceClients) {}

  static forRoot(config: CommonConfig): DynamicModule {
    return {
      module: ClientsModule,
      providers: [{ provide: ServiceClients, useFactory: () => new ServiceClients(config) }],
      exports: [ServiceClients],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.clients.close();
  }
}
