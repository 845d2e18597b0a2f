import type { Order, PlaceOrderDto } from '@flowershop/common/contracts';
import { keyedFields, type KeyedDocument } from '@flowershop/common/persistence';

/** The orders service's own collection. */
export const ORDERS = 'orders';

/** An order as stored: the order plus the print that makes a retried placement recognisable. */
export interface OrderRecord extends Order, KeyedDocument {}

/**
 * The id and print of an order placed with this Idempotency-Key, per customer (one shopper's
 * key never meets another's). The print is of what was asked, not of the prices of the day;
 * `form` is the whole checkout form, so the card message counts too.
 */
export function placementKey({ customerEmail, idempotencyKey, form, delivery, items, fulfilment }: PlaceOrderDto) {
  const lines = items.map(({ kind, productId, quantity, sheetId }) => ({
    kind,
    productId,
    quantity,
    sheetId: sheetId ?? undefined,
  }));
  return keyedFields(`order:${customerEmail}`, idempotencyKey, { form, delivery, lines, fulfilment });
}

/** Only the order's own fields: no bookkeeping (fingerprint, outbox). */
export function toOrder(record: OrderRecord): Order {
  const {
    _id,
    orderId,
    status,
    delivery,
    fulfilment,
    cart,
    subtotal,
    deliveryFee,
    total,
    form,
    userEmail,
    createdAt,
    updatedAt,
  } = record;
  return {
    _id,
    orderId,
    status,
    delivery,
    ...(fulfilment && { fulfilment }),
    cart,
    subtotal,
    deliveryFee,
    total,
    form,
    userEmail,
    createdAt,
    ...(updatedAt && { updatedAt }),
  };
}
