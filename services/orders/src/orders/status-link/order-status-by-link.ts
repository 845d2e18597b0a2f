import { Inject, Injectable } from '@nestjs/common';
import { checkOrderStatusToken, type OrderStatusView } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { DOCUMENT_STORE, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { ORDERS, toOrder, type OrderRecord } from '../order-record.js';
import { OrderStatusLinks } from './order-status-links.js';
import { toOrderStatusView } from './order-status-view.js';

/** The message of a link that was altered or made up. */
export const INVALID_LINK_MESSAGE =
  'This status link is not valid: check that the whole link from the e-mail was opened';
/**
 * A link the shop signed whose order the admin has since deleted. Only the mail's recipient holds
 * such a link, so saying so tells nobody else anything, and spares the shopper a "check the link".
 */
export const REMOVED_ORDER_MESSAGE = 'This order is no longer in our records: please call or write to us';
export const EXPIRED_LINK_MESSAGE = 'This status link has expired: sign in to see your orders';

/**
 * Answers a status link: the order's status view, 404 for a link it did not sign or whose order
 * was deleted (told apart by the code), 410 for an expired one.
 */
@Injectable()
export class OrderStatusByLink {
  private readonly orders: Collection<OrderRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly links: OrderStatusLinks,
  ) {
    this.orders = store.collection<OrderRecord>(ORDERS);
  }

  async view(token: string, now: Date = new Date()): Promise<OrderStatusView> {
    const check = checkOrderStatusToken(this.links.secret, token, now);
    if (!check.ok && check.problem === 'expired')
      throw new ServiceError('ORDERS.LINK_EXPIRED', EXPIRED_LINK_MESSAGE, 410);
    if (!check.ok) throw new ServiceError('ORDERS.LINK_INVALID', INVALID_LINK_MESSAGE, 404);
    const record = await this.orders.findById(check.orderId);
    if (!record) throw new ServiceError('ORDERS.ORDER_REMOVED', REMOVED_ORDER_MESSAGE, 404);
    return toOrderStatusView(toOrder(record), check.expiresAt);
  }
}
