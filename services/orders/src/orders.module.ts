import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceConfigModule } from '@flowershop/common/config';
import { createHealthController } from '@flowershop/common/health';
import { DocumentStoreModule } from '@flowershop/common/persistence';
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
