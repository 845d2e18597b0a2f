import { Module } from '@nestjs/common';
import { OrderDesk } from './order-desk.js';
import { OrderPlacement } from './order-placement.js';
import { OrdersMsController } from './orders.ms-controller.js';

/** Orders: placement and the desk; needs the service's DocumentStore, EventOutbox and ServiceClients. */
@Module({
  controllers: [OrdersMsController],
  providers: [OrderPlacement, OrderDesk],
})
export class OrderBookModule {}
