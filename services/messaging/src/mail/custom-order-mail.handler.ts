import { Injectable } from '@nestjs/common';
import { ORDERS_EVENTS, type CustomOrderSubmittedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';
import { ShopRecipient } from './shop-recipient.js';

/** A custom order request: the request to the shop (with the picture) and an acknowledgement to the customer. */
@Injectable()
export class CustomOrderMailHandler implements EventHandler<CustomOrderSubmittedEvent> {
  readonly event = ORDERS_EVENTS.customOrderSubmitted;

  constructor(
    private readonly queue: MailQueue,
    private readonly shop: ShopRecipient,
  ) {}

  async handle(envelope: EventEnvelope<CustomOrderSubmittedEvent>): Promise<void> {
    const order = envelope.payload;
    const {
      type,
      name,
      email,
      phone,
      message,
      productName,
      changes,
      flowerType,
      occasion,
      budget,
      deliveryDate,
      imageKey,
    } = order;
    // Keyed by the event id: a redelivered or replayed event queues no second mail. Capped per
    // address and day (MAIL_KINDS): anyone may type any address into the form.
    await this.queue.enqueue(`${envelope.id}:custom-order-received`, 'custom-order-received', email, { email });
    const to = this.shop.address('new custom orders');
    if (!to) return;
    await this.queue.enqueue(`${envelope.id}:custom-order-submitted`, 'custom-order-submitted', to, {
      type,
      name,
      email,
      phone,
      message,
      ...(productName && { productName }),
      ...(changes && { changes }),
      ...(flowerType && { flowerType }),
      ...(occasion && { occasion }),
      ...(budget && { budget }),
      ...(deliveryDate && { deliveryDate }),
      ...(imageKey && { imageKey, hasPicture: true }),
    });
  }
}
