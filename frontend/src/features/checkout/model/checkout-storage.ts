import { isUsState } from '@shop-rules/us-states';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { readItem, readJson, removeItem, writeItem, writeJson } from '../../../lib/storage';
import { CARD_MESSAGE_MAX } from './card-message';
import { CHECKOUT_FIELDS, EMPTY_CHECKOUT_FORM, type CheckoutFormValues } from './checkout-form';
import { DEFAULT_DELIVERY, isDeliveryChoice, type DeliveryChoice } from './delivery';
import { parseFulfilment } from './fulfilment-choice';

/*
 * A checkout in progress survives closing the dialog and reloading the page: session storage
 * `checkoutForm` (JSON of the step-1 values, with the card message only when one is written and
 * step 2's `fulfilment` once there is one) and `checkoutDelivery` (SPEC §3, §4). Both go once
 * the order is placed.
 */

/** The saved step-1 values; anything damaged or unknown is dropped field by field. */
export function loadCheckoutForm(): CheckoutFormValues | undefined {
  const stored = readJson('session', STORAGE_KEYS.checkoutForm);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
  const record = stored as Record<string, unknown>;
  const values = { ...EMPTY_CHECKOUT_FORM };
  for (const name of CHECKOUT_FIELDS) {
    const value = record[name];
    if (typeof value === 'string') values[name] = value;
  }
  if (!isUsState(values.state)) values.state = '';
  // The textarea stops typing at the limit but keeps a longer value it is given.
  values.cardMessage = values.cardMessage.slice(0, CARD_MESSAGE_MAX);
  const fulfilment = parseFulfilment(record.fulfilment);
  if (fulfilment) values.fulfilment = fulfilment;
  return values;
}

export function saveCheckoutForm({ cardMessage, ...address }: CheckoutFormValues): void {
  writeJson('session', STORAGE_KEYS.checkoutForm, cardMessage ? { ...address, cardMessage } : address);
}

export function loadDeliveryChoice(): DeliveryChoice {
  const stored = readItem('session', STORAGE_KEYS.checkoutDelivery);
  return isDeliveryChoice(stored) ? stored : DEFAULT_DELIVERY;
}

export function saveDeliveryChoice(choice: DeliveryChoice): void {
  writeItem('session', STORAGE_KEYS.checkoutDelivery, choice);
}

/** After a placed order: the next checkout starts afresh. */
export function clearCheckoutProgress(): void {
  removeItem('session', STORAGE_KEYS.checkoutForm);
  removeItem('session', STORAGE_KEYS.checkoutDelivery);
}
