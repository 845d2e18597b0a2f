import { Injectable } from '@nestjs/common';
import { MESSAGING_EVENTS, type ContactReceivedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';
import { ShopRecipient } from './shop-recipient.js';

/** Tells the shop about a new contact message: one mail to SHOP_ADMIN_EMAIL per event. */
@Injectable()
export class ContactReceivedMailHandler implements EventHandler<ContactReceivedEvent> {
  readonly event = MESSAGING_EVENTS.contactReceived;

  constructor(
    private readonly queue: MailQueue,
    private readonly shop: ShopRecipient,
  ) {}

  async handle(envelope: EventEnvelope<ContactReceivedEvent>): Promise<void> {
    const to = this.shop.address('new contact messages');
    if (!to) return;
    const { name, email, phone, subject, message, createdAt } = envelope.payload;
    // Keyed by the event id: a redelivered or replayed event queues no second mail.
    await this.queue.enqueue(`${envelope.id}:contact-received`, 'contact-received', to, {
      name,
      email,
      phone,
      subject,
      message,
      receivedAt: createdAt,
    });
  }
}
