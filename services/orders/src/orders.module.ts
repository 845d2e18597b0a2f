import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceConfigModule } from '@flowershop/common/config';
import { EventsModule } from '@flowershop/common/events';
import { createHealthController } from '@flowershop/common/health';
import { DocumentStoreModule } from '@flowershop/common/persistence';
import { ServiceClientsModule } from '@flowershop/common/transport';
import { OrdersConfig } from './config/orders.config.js';
import { CustomOrdersModule } from './custom-orders/custom-orders.module.js';
import { OrderBookModule } from './orders/order-book.module.js';

@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        ServiceConfigModule.register(OrdersConfig, config),
        DocumentStoreModule.forService(config, 'orders'),
        ServiceClientsModule.forRoot(config),
        EventsModule.forService(config, 'orders'),
        OrderBookModule,
        CustomOrdersModule,
      ],
      controllers: [createHealthController('orders')],
    };
  }
}
