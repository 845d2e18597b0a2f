import { Module, type DynamicModule } from '@nestjs/common';
import { DocumentStoreModule, createHealthController, ServiceConfigModule } from '@flowershop/common';
import { OrdersConfig } from './config/orders.config.js';

@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: OrdersModule,
      imports: [ServiceConfigModule.register(OrdersConfig, config), DocumentStoreModule.forService(config, 'orders')],
      controllers: [createHealthController('orders')],
    };
  }
}
