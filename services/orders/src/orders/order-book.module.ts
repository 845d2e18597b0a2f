import { Module } from '@nestjs/common';
import { FulfilmentModule } from '../fulfilment/fulfilment.module.js';
import { OrderStatsModule } from '../stats/order-stats.module.js';
import { OrderDesk } from './order-desk.js';
import { OrderPlacement } from './order-placement.js';
import { OrdersMsController } from './orders.ms-controller.js';
import { OrderStatusByLink } from './status-link/order-status-by-link.js';
import { OrderStatusLinks } from './status-link/order-status-links.js';
import { StatusLinkMsController } from './status-link/status-link.ms-controller.js';

/**
 * Orders: placement and the desk; needs the service's DocumentStore, EventOutbox and ServiceClients.
 * Every write marks its day's sales stale (OrderStatsModule).
 */
@Module({
  imports: [OrderStatsModule, FulfilmentModule],
  controllers: [OrdersMsController, StatusLinkMsController],
  providers: [OrderPlacement, OrderDesk, OrderStatusLinks, OrderStatusByLink],
})
export class OrderBookModule {}
