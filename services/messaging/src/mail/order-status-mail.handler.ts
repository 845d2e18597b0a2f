import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS, type OrderStatusChangedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';

/** Tells the customer their order has a new status: one mail per change. */
@Injectable()
export class OrderStatusMailHandler implements EventHandler<OrderStatusChangedEvent> {
  readonly event = ORDERS_EVENTS.orderStatusChanged;

  constructor(private readonly queue: MailQueue) {}

  async handle(envelope: EventEnvelope<OrderStatusChangedEvent>): Promise<void> {
    const { orderId, userEmail, firstName, status } = envelope.payload;
    await this.queue.enqueue(`${envelope.id}:order-status`, 'order-status-changed', userEmail, {
      orderId,
      firstName,
      status,
    });
  }
}
