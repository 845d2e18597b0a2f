import { Injectable, Logger } from '@nestjs/common';
import { MessagingConfig } from '../config/messaging.config.js';

/** The shop's own mailbox (SHOP_ADMIN_EMAIL); without one, shop notices are skipped with one warning each. */
@Injectable()
export class ShopRecipient {
  private readonly logger = new Logger('ShopRecipient');
  private readonly warned = new Set<string>();

  constructor(private readonly config: MessagingConfig) {}

  /** The address, or undefined (warned once per `what`, e.g. 'new contact messages'). */
  address(what: string): string | undefined {
    const to = this.config.SHOP_ADMIN_EMAIL;
    if (!to && !this.warned.has(what)) {
      this.logger.warn(`SHOP_ADMIN_EMAIL is not set: ${what} are stored but not e-mailed to the shop`);
      this.warned.add(what);
    }
    return to || undefined;
  }
}
