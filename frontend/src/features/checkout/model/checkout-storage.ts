import { isUsState } from '@shop-rules/us-states';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { readItem, readJson, removeItem, writeItem, writeJson } from '../../../lib/storage';
import { CHECKOUT_FIELDS, EMPTY_CHECKOUT_FORM, type CheckoutFormValues } from './checkout-form';
import { DEFAULT_DELIVERY, isDeliveryChoice, type DeliveryChoice } from './delivery';

/*
 * A checkout in progress survives closing the dialog and reloading the page: session storage
 * `checkoutForm` (JSON of the step-1 values) and `checkoutDelivery` (SPEC §3, §4). Both go once
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
  return values;
}

export function saveCheckoutForm(values: CheckoutFormValues): void {
  writeJson('session', STORAGE_KEYS.checkoutForm, values);
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
