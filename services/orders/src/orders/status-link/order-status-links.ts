import { Injectable } from '@nestjs/common';
import { signOrderStatusToken } from '@flowershop/common/contracts';
import { configuredOrDevelopmentSecret } from '@flowershop/common/config';
import { OrdersConfig } from '../../config/orders.config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key to status links (ADR 14): only the orders service signs and checks them. */
@Injectable()
export class OrderStatusLinks {
  readonly secret: string;
  private readonly ttlMs: number;

  constructor(config: OrdersConfig) {
    this.secret = configuredOrDevelopmentSecret({
      name: 'ORDER_LINK_SECRET',
      configured: config.ORDER_LINK_SECRET,
      dataDir: config.DATA_DIR,
      file: 'order-link-secret',
      logger: 'Orders',
    });
    this.ttlMs = config.ORDER_LINK_TTL_DAYS * DAY_MS;
  }

  tokenFor(orderId: string, now: Date = new Date()): string {
    return signOrderStatusToken(this.secret, orderId, new Date(now.getTime() + this.ttlMs));
  }
}
