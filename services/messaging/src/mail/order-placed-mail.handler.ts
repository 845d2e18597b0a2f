import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS, type OrderPlacedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';
import { orderMailData } from './order-mail-data.js';
import { OrderStatusUrl } from './order-status-url.js';
import { ShopRecipient } from './shop-recipient.js';

/** A placed order: the confirmation to the customer and a notice to the shop, each once per event. */
@Injectable()
export class OrderPlacedMailHandler implements EventHandler<OrderPlacedEvent> {
  readonly event = ORDERS_EVENTS.orderPlaced;

  constructor(
    private readonly queue: MailQueue,
    private readonly shop: ShopRecipient,
    private readonly statusUrl: OrderStatusUrl,
  ) {}

  async handle(envelope: EventEnvelope<OrderPlacedEvent>): Promise<void> {
    const order = envelope.payload;
    const data = orderMailData(order);
    // Keyed by the event id: a redelivered or replayed event queues no second mail.
    await this.queue.enqueue(`${envelope.id}:order-placed`, 'order-placed', order.userEmail, {
      ...data,
      ...this.statusUrl.for(order.statusLinkToken),
    });
    const shop = this.shop.address('new orders');
    if (!shop) return;
    // The shop's notice has no status link: the link is the shopper's.
    await this.queue.enqueue(`${envelope.id}:order-received`, 'order-received', shop, {
      ...data,
      customerName: `${order.form.firstName} ${order.form.lastName}`,
      customerEmail: order.userEmail,
      phone: order.form.phone,
      placedAt: order.createdAt,
    });
  }
}
