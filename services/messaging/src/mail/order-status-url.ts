import { Injectable } from '@nestjs/common';
import { MessagingConfig } from '../config/messaging.config.js';

/** The status page a mail links to (ADR 14): the token is made and checked by the orders service. */
@Injectable()
export class OrderStatusUrl {
  private readonly base: string;

  constructor(config: MessagingConfig) {
    this.base = config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  }

  /** `<PUBLIC_BASE_URL>/order-status/<token>`, or nothing for an event from before links existed. */
  for(token: string | undefined): { statusUrl?: string } {
    return token ? { statusUrl: `${this.base}/order-status/${encodeURIComponent(token)}` } : {};
  }
}
