import type { Fulfilment } from '@shop-rules/fulfilment-schedule';
import { apiRequest, isApiError } from '../../../lib/api-client';
import type { OrderLine } from '../../../lib/orders/order';
import type { CartLine } from '../../../lib/types/cart';
import type { CheckoutFormToSend } from '../model/checkout-form';
import type { DeliveryChoice } from '../model/delivery';

/**
 * What `POST /orders` takes (SPEC §3 Order payload, and issue 13's `fulfilment`): the cart goes
 * as it is kept in session storage; the form carries `cardMessage` only when the shopper wrote one.
 */
export interface PlaceOrderPayload {
  form: CheckoutFormToSend;
  delivery: DeliveryChoice;
  cart: readonly CartLine[];
  /** The total the shopper saw; the server prices the order itself. */
  total: number;
  /** The chosen date, and the window for pickup (issue 13); the SPA always sends it. */
  fulfilment: Fulfilment;
}

/**
 * `POST /orders` with the customer token as an explicit bearer (SPEC §7) and the submission's
 * Idempotency-Key (a retried submission is stored once). The answer, the stored order, is only
 * logged by the caller.
 */
export function placeOrder(payload: PlaceOrderPayload, token: string, idempotencyKey: string): Promise<unknown> {
  return apiRequest('/orders', { method: 'POST', json: payload, token, idempotencyKey });
}

/**
 * When `POST /orders` was refused because the catalogue's prices are no longer those the
 * shopper saw (409 ORDERS.PRICES_CHANGED; nothing was placed): the server's pricing of the lines
 * sent, one per line in the same order (`details.cart`, order lines). Empty when the answer
 * carries none; `undefined` for any other failure. The lines are checked where they are used.
 */
export function pricesChangedCart(error: unknown): readonly OrderLine[] | undefined {
  if (!isApiError(error) || error.code !== 'ORDERS.PRICES_CHANGED') return undefined;
  const cart = (error.details as { cart?: unknown } | null | undefined)?.cart;
  return Array.isArray(cart) ? (cart as OrderLine[]) : [];
}
