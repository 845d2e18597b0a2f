import type { Fulfilment } from '@shop-rules/fulfilment-schedule';
import { isApiError } from '../../../lib/api/api-error';
import { api, bearer } from '../../../lib/api/client';
import type { OrderLine, PlaceOrderBody } from '../../../lib/api/schemas';
import type { CartLine } from '../../../lib/types/cart';
import type { CheckoutFormToSend } from '../model/checkout-form';
import type { DeliveryChoice } from '../model/delivery';

type CartLineBody = PlaceOrderBody['cart'][number];

/**
 * What the checkout sends (SPEC §3 Order payload, and issue 13's `fulfilment`): the cart as it
 * is kept in session storage; the form carries `cardMessage` only when the shopper wrote one.
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
 * Idempotency-Key (a retried submission is stored once). The lines go as kept; the server reads
 * their product id, quantity and sheet and checks them (a line saved before lines had a
 * `productId` has it as its id). The state is one of the 50 the form's select offers. The
 * answer, the stored order, is only logged by the caller.
 */
export async function placeOrder(payload: PlaceOrderPayload, token: string, idempotencyKey: string): Promise<unknown> {
  const body: PlaceOrderBody = {
    ...payload,
    form: { ...payload.form, state: payload.form.state as PlaceOrderBody['form']['state'] },
    cart: payload.cart.map((line) => ({
      ...line,
      productId: line.productId ?? line.id,
      // A line without a sheet holds null, sent so: the server's check (@IsOptional) takes it,
      // though the document lists the field as optional only.
      selectedSheet: line.selectedSheet as CartLineBody['selectedSheet'],
    })),
  };
  const { data } = await api.POST('/orders', {
    body,
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    headers: bearer(token),
  });
  return data;
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
