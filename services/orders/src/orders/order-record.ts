import type { Order } from '@flowershop/common/contracts';
import { withoutPendingEvents } from '@flowershop/common/events';
import type { KeyedDocument } from '@flowershop/common/persistence';

export const ORDERS = 'orders';

/** An order as stored: the order plus the print that makes a retried placement recognisable. */
export interface OrderRecord extends Order, KeyedDocument {}

/** Only the order's own fields: no bookkeeping (fingerprint, outbox). */
export function toOrder(record: OrderRecord): Order {
  const { requestFingerprint: _print, ...order } = withoutPendingEvents(record);
  return order;
}
