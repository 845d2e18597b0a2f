import { Injectable, Logger } from '@nestjs/common';
import { MESSAGING_EVENTS, type ContactReceivedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MessagingConfig } from '../config/messaging.config.js';
import { MailQueue } from './mail-queue.js';

/** Tells the shop about a new contact message: one mail to SHOP_ADMIN_EMAIL per event. */
@Injectable()
export class ContactReceivedMailHandler implements EventHandler<ContactReceivedEvent> {
  readonly event = MESSAGING_EVENTS.contactReceived;
  private readonly logger = new Logger('ContactReceivedMail');
  private warnedNoRecipient = false;

  constructor(
    private readonly queue: MailQueue,
    private readonly config: MessagingConfig,
  ) {}

  async handle(envelope: EventEnvelope<ContactReceivedEvent>): Promise<void> {
    const to = this.config.SHOP_ADMIN_EMAIL;
    if (!to) {
      if (!this.warnedNoRecipient) {
        this.logger.warn('SHOP_ADMIN_EMAIL is not set: new contact messages are stored but not e-mailed');
        this.warnedNoRecipient = true;
      }
      return;
    }
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
