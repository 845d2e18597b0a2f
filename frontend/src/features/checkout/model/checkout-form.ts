import type { CheckoutAddress } from '@shop-rules/checkout-address';

/** Step 1 of the checkout: where the order goes (SPEC §3 Checkout form), as the server takes it. */
export type CheckoutFormValues = CheckoutAddress;

export type CheckoutFieldName = keyof CheckoutFormValues;

export const CHECKOUT_FIELDS: readonly CheckoutFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
];

/** Every field but address2 must hold something other than spaces (SPEC §5). */
export const REQUIRED_CHECKOUT_FIELDS: readonly CheckoutFieldName[] = CHECKOUT_FIELDS.filter((name) => name !== 'address2');

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
};

/**
 * Whether Next may be pressed: the required fields are non-blank after trimming. Formats are
 * not checked (SPEC §5: phone and ZIP are free text; the e-mail is not compared with the login).
 */
export function isCheckoutFormComplete(values: Partial<CheckoutFormValues>): boolean {
  return REQUIRED_CHECKOUT_FIELDS.every((name) => (values[name] ?? '').trim() !== '');
}

/** The values as they are sent: without the spaces around them. */
export function trimCheckoutForm(values: CheckoutFormValues): CheckoutFormValues {
  return Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, (values[name] ?? '').trim()])) as unknown as CheckoutFormValues;
}
