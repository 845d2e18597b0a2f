import { createHash } from 'node:crypto';
import type { Order, PlaceOrderDto } from '@flowershop/common/contracts';

/** The orders service's own collection. */
export const ORDERS = 'orders';

/** An order as stored: the order plus what makes a retried placement recognisable. */
export interface OrderRecord extends Order {
  /** SHA-256 of what was asked for, when placed with an Idempotency-Key. */
  requestFingerprint?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The id an order placed with this Idempotency-Key gets, per customer: the same key always
 * lands on the same document, so the unique `_id` turns a retry into a read (also across
 * restarts and between concurrent retries), and one shopper's key never meets another's.
 */
export function orderIdFor(customerEmail: string, idempotencyKey: string): string {
  return sha256(`order:${customerEmail}:${idempotencyKey}`).slice(0, 24);
}

/**
 * What was asked for, independent of the prices of the day: the same request gives the same
 * print. `form` is the whole checkout form, so the card message counts too.
 */
export function placementFingerprint({ form, delivery, items, fulfilment }: PlaceOrderDto): string {
  const address = Object.entries(form).sort(([a], [b]) => (a < b ? -1 : 1));
  const lines = items.map(({ kind, productId, quantity, sheetId }) => [
    kind ?? null,
    productId,
    quantity,
    sheetId ?? null,
  ]);
  // The chosen date counts when there is one (prints of placements without one are unchanged).
  return sha256(JSON.stringify({ address, delivery, lines, ...(fulfilment && { fulfilment }) }));
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
