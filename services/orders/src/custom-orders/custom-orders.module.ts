import { Module } from '@nestjs/common';
import { CustomOrderDesk } from './custom-order-desk.js';
import { CustomOrdersMsController } from './custom-orders.ms-controller.js';

/** Custom orders; needs the service's DocumentStore, EventOutbox and OrdersConfig. */
@Module({
  controllers: [CustomOrdersMsController],
  providers: [CustomOrderDesk],
})
export class CustomOrdersModule {}
