import { Injectable } from '@nestjs/common';
import { IDENTITY_EVENTS, type OtpRequestedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { MailQueue } from './mail-queue.js';

/** Mails a customer the sign-in code identity issued: one mail per event. */
@Injectable()
export class OtpCodeMailHandler implements EventHandler<OtpRequestedEvent> {
  readonly event = IDENTITY_EVENTS.otpRequested;

  constructor(private readonly queue: MailQueue) {}

  async handle(envelope: EventEnvelope<OtpRequestedEvent>): Promise<void> {
    const { email, code, expiresAt } = envelope.payload;
    // The validity as issued, in whole minutes (10 by default), not what is left when the mail goes out.
    const expiresInMinutes = Math.max(
      1,
      Math.round((Date.parse(expiresAt) - Date.parse(envelope.occurredAt)) / 60_000),
    );
    // Keyed by the event id: a redelivered or replayed event queues no second mail.
    await this.queue.enqueue(`${envelope.id}:otp`, 'otp-code', email, { code, expiresInMinutes });
  }
}
