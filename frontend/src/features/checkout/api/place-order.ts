import type { Fulfilment } from '@shop-rules/fulfilment-schedule';
import { apiRequest } from '../../../lib/api-client';
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
