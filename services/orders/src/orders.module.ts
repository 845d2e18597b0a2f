import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceConfigModule } from '@flowershop/common/config';
import { EventsModule } from '@flowershop/common/events';
import { createHealthController } from '@flowershop/common/health';
import { DocumentStoreModule } from '@flowershop/common/persistence';
import { ServiceClientsModule } from '@flowershop/common/transport';
import { OrdersConfig } from './config/orders.config.js';
import { CustomOrderDesk } from './custom-orders/custom-order-desk.js';
import { FulfilmentBookings } from './fulfilment/fulfilment-bookings.js';
import { FulfilmentScheduler } from './fulfilment/fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from './fulfilment/fulfilment-settings-store.js';
import { OrdersMsController } from './orders.ms-controller.js';
import { OrderDesk } from './orders/order-desk.js';
import { OrderPlacement } from './orders/order-placement.js';
import { OrderStatusByLink } from './orders/status-link/order-status-by-link.js';
import { OrderStatusLinks } from './orders/status-link/order-status-links.js';
import { DaySalesCache } from './stats/day-sales-cache.js';
import { OrdersDashboardDesk } from './stats/orders-dashboard.js';

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
      ],
      controllers: [createHealthController('orders'), OrdersMsController],
      providers: [
        OrderPlacement,
        OrderDesk,
        OrderStatusLinks,
        OrderStatusByLink,
        FulfilmentSettingsStore,
        FulfilmentBookings,
        FulfilmentScheduler,
        CustomOrderDesk,
        DaySalesCache,
        OrdersDashboardDesk,
      ],
    };
  }
}
