import { Injectable } from '@nestjs/common';
import { signOrderStatusToken, STATUS_LINK_TOKEN_SEAL, type OrderStatusLinkToken } from '@flowershop/common/contracts';
import { configuredOrDevelopmentSecret, secretSealFor, type SecretSeal } from '@flowershop/common/config';
import { OrdersConfig } from '../../config/orders.config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key to status links (ADR 14): only the orders service signs and checks them. */
@Injectable()
export class OrderStatusLinks {
  readonly secret: string;
  private readonly ttlMs: number;
  private readonly seal: SecretSeal;

  constructor(config: OrdersConfig) {
    this.secret = configuredOrDevelopmentSecret({
      name: 'ORDER_LINK_SECRET',
      configured: config.ORDER_LINK_SECRET,
      dataDir: config.DATA_DIR,
      file: 'order-link-secret',
      logger: 'Orders',
    });
    this.ttlMs = config.ORDER_LINK_TTL_DAYS * DAY_MS;
    this.seal = secretSealFor(config, 'Orders');
  }

  tokenFor(orderId: string, now: Date = new Date()): string {
    return signOrderStatusToken(this.secret, orderId, new Date(now.getTime() + this.ttlMs));
  }

  /** The token as an event carries it: sealed, so no stored or parked copy opens the order (ADR 20). */
  forEvent(orderId: string, now: Date = new Date()): OrderStatusLinkToken {
    return { sealedStatusLinkToken: this.seal.seal(STATUS_LINK_TOKEN_SEAL, this.tokenFor(orderId, now)) };
  }
}
