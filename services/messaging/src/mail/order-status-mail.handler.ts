import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS, type OrderStatusChangedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';
import { fulfilmentText, oneLineAddress } from './order-mail-data.js';
import { OrderStatusUrl } from './order-status-url.js';
import { orderStatusWords } from '@flowershop/common/shop-rules';

/** Tells the customer their order has a new status: one mail per change, with its date, address and status link. */
@Injectable()
export class OrderStatusMailHandler implements EventHandler<OrderStatusChangedEvent> {
  readonly event = ORDERS_EVENTS.orderStatusChanged;

  constructor(
    private readonly queue: MailQueue,
    private readonly statusUrl: OrderStatusUrl,
  ) {}

  async handle(envelope: EventEnvelope<OrderStatusChangedEvent>): Promise<void> {
    const { orderId, userEmail, firstName, status, fulfilment, address, statusLinkToken } = envelope.payload;
    // An event stored before these fields existed says neither pickup nor delivery (nor date, nor link).
    const { delivery } = envelope.payload;
    await this.queue.enqueue(`${envelope.id}:order-status`, 'order-status-changed', userEmail, {
      orderId,
      firstName,
      status,
      statusWords: orderStatusWords(status, delivery ?? 'delivery'),
      delivery: delivery === 'delivery',
      pickup: delivery === 'pickup',
      ...fulfilmentText(delivery, fulfilment),
      ...(delivery === 'delivery' && address && { address: oneLineAddress(address) }),
      ...this.statusUrl.for(statusLinkToken),
    });
  }
}
