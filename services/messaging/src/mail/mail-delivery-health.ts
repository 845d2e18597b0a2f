import { Injectable } from '@nestjs/common';
import type { ServiceHealthCheck } from '@flowershop/common/health';
import { MessagingConfig } from '../config/messaging.config.js';

/**
 * An e-mail address in a server's answer (`550 5.1.1 <ann@example.com>: …`), also with a quoted
 * local part: /api/health is public, and a shopper's address is not the operator's clue.
 */
const ADDRESS_IN_TEXT = /(?:"[^"]*"|[^\s<>"(),;:]+)@[^\s<>"(),;:]+/g;

/**
 * Whether mail still goes out, for /api/health: once a send (or a look at the queue) has failed
 * and nothing has been sent since for MAIL_STALL_ALERT_MS, messaging reports itself failing with
 * the last reason, until a mail goes out again. A relay that is down or refuses the shop's
 * sign-in or sender, or an outbox folder that cannot be written, then shows to an operator
 * instead of only in the logs (a recipient refused for good is not counted: anyone can ask for a
 * code to such an address) (the address a server refused is kept there, and in the
 * mail's `lastError`; health says `<…@…>`). Held in memory: after a restart the first failures
 * start the clock anew (pending mails are tried again at once).
 */
@Injectable()
export class MailDeliveryHealth implements ServiceHealthCheck {
  /** First failure since the last mail that went out. */
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
