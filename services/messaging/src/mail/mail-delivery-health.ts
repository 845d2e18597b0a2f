import { Injectable } from '@nestjs/common';
import type { ServiceHealthCheck } from '@flowershop/common/health';
import { MessagingConfig } from '../config/messaging.config.js';

/** An address in a server's answer (`550 5.1.1 <ann@example.com>: …`): /api/health is public. */
const ADDRESS_IN_TEXT = /(?:"[^"]*"|[^\s<>"(),;:]+)@[^\s<>"(),;:]+/g;

/**
 * Health fails once nothing has been sent for MAIL_STALL_ALERT_MS since a failed send (or look at the
 * queue), so a relay that is down or refuses the shop's sign-in, or an outbox that cannot be written,
 * shows to an operator, not only in the logs. The worker does not report a recipient refused for
 * good: anyone can ask for a code to such an address. In memory: a restart starts the clock anew.
 */
@Injectable()
export class MailDeliveryHealth implements ServiceHealthCheck {
  private failingSince?: number;
  private failures = 0;
  private lastReason = '';

  constructor(private readonly config: MessagingConfig) {}

  sent(): void {
    this.failingSince = undefined;
    this.failures = 0;
  }

  failed(reason: string, now = Date.now()): void {
    this.failingSince ??= now;
    this.failures += 1;
    this.lastReason = reason.replace(ADDRESS_IN_TEXT, '…@…');
  }

  problem(now = Date.now()): string | undefined {
    if (this.failingSince === undefined || now - this.failingSince < this.config.MAIL_STALL_ALERT_MS) return undefined;
    const since = new Date(this.failingSince).toISOString();
    return `Mail: nothing sent since ${since} (${this.failures} failed attempts; last: ${this.lastReason})`;
  }
}
