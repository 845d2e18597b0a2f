import { Inject, Injectable } from '@nestjs/common';
import { checkOrderStatusToken, type Order, type OrderStatusView } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { DOCUMENT_STORE, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { ORDERS, toOrder, type OrderRecord } from '../order-record.js';
import { OrderStatusLinks } from './order-status-links.js';
import { deliveryAddress } from './status-mail-details.js';

export const INVALID_LINK_MESSAGE =
  'This status link is not valid: check that the whole link from the e-mail was opened';
/** Only the mail's recipient holds a signed link, so saying the order is gone tells nobody else anything. */
export const REMOVED_ORDER_MESSAGE = 'This order is no longer in our records: please call or write to us';
export const EXPIRED_LINK_MESSAGE = 'This status link has expired: sign in to see your orders';

/** What the order's e-mails showed and no more (ADR 14): the first name, never the e-mail, phone or card message. */
function toOrderStatusView(order: Order, linkExpiresAt: Date): OrderStatusView {
  return {
    orderId: order.orderId,
    status: order.status ?? 'Pending',
    delivery: order.delivery,
    ...(order.fulfilment && { fulfilment: order.fulfilment }),
    firstName: order.form.firstName,
    ...(order.delivery === 'delivery' && { address: deliveryAddress(order.form) }),
    lines: order.cart.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      ...(line.selectedSheet && { sheetName: line.selectedSheet.name }),
    })),
    total: order.total,
    createdAt: order.createdAt,
    linkExpiresAt: linkExpiresAt.toISOString(),
  };
}

/** 404 for a link it did not sign or whose order was deleted (told apart by the code), 410 for an expired one. */
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
