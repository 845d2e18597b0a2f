import { Injectable } from '@nestjs/common';
import { signOrderStatusToken, STATUS_LINK_TOKEN_SEAL, type OrderStatusLinkToken } from '@flowershop/common/contracts';
import { configuredOrDevelopmentSecret, secretSealFor, type SecretSeal } from '@flowershop/common/config';
import { OrdersConfig } from '../../config/orders.config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The orders service's key to status links (ADR 14): it signs one per order e-mail and is the
 * only one that can check them. Holds ORDER_LINK_SECRET (or the embedded default's development secret).
 */
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

  /** A token for the order's status page, good for ORDER_LINK_TTL_DAYS from `now`. */
  tokenFor(orderId: string, now: Date = new Date()): string {
    return signOrderStatusToken(this.secret, orderId, new Date(now.getTime() + this.ttlMs));
  }

  /** The token as an event carries it: sealed, so no stored or parked copy opens the order (ADR 19). */
  forEvent(orderId: string, now: Date = new Date()): OrderStatusLinkToken {
    return { sealedStatusLinkToken: this.seal.seal(STATUS_LINK_TOKEN_SEAL, this.tokenFor(orderId, now)) };
  }
}
