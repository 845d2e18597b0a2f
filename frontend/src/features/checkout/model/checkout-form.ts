/** Step 1 of the checkout: where the order goes (SPEC §3 Checkout form). */
export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  /** The only optional field (SPEC §5). */
  address2: string;
  city: string;
  /** A full state name from `US_STATES`, or '' while none is chosen. */
  state: string;
  postalCode: string;
}

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

/** The longest value the server accepts per field; the inputs stop there. */
export const CHECKOUT_FIELD_MAX: Record<Exclude<CheckoutFieldName, 'state'>, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  address1: 200,
  address2: 200,
  city: 100,
  postalCode: 20,
};

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
