import { Injectable, Logger } from '@nestjs/common';
import { ORDERS_EVENTS, type CustomOrderSubmittedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';
import { ShopRecipient } from './shop-recipient.js';

/**
 * Acknowledgements to one address in a day, at most. Anyone may send the form for any address,
 * from as many client addresses as they hold (the gateway's limit is per client): past this the
 * request still reaches the shop, but its owner's inbox gets no more mail from it that day.
 * (Requests handled at the same moment may each pass the count: the cap is about, not exact.)
 */
export const CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A custom order request: the request to the shop (with the picture) and an acknowledgement to the customer. */
@Injectable()
export class CustomOrderMailHandler implements EventHandler<CustomOrderSubmittedEvent> {
  readonly event = ORDERS_EVENTS.customOrderSubmitted;
  private readonly logger = new Logger('CustomOrderMail');

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
    await this.acknowledge(envelope.id, email);
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

  private async acknowledge(eventId: string, email: string): Promise<void> {
    const id = `${eventId}:custom-order-received`;
    // A redelivered event finds its own acknowledgement among the day's: the id alone decides.
    if (!(await this.queue.findById(id))) {
      const since = new Date(Date.now() - DAY_MS);
      const sent = await this.queue.countQueuedSince('custom-order-received', email, since);
      if (sent >= CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY) {
        this.logger.warn(`No acknowledgement to ${email}: ${sent} in the last day already (the shop's notice goes)`);
        return;
      }
    }
    // Keyed by the event id: a redelivered or replayed event queues no second mail.
    await this.queue.enqueue(id, 'custom-order-received', email, { email });
  }
}
