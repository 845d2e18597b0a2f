import type { CheckoutAddress } from '@shop-rules/checkout-address';
import type { Fulfilment } from '@shop-rules/fulfilment-schedule';
import { cardMessageToSend } from './card-message';

/**
 * Step 1 of the checkout: where the order goes (SPEC §3 Checkout form), as the server takes it,
 * and the optional gift card message (issue 13), kept with them; and step 2's date (and pickup
 * window), kept with them too so a reopened checkout has it, but sent beside the form.
 */
export interface CheckoutFormValues extends CheckoutAddress {
  /** '' while none is written. */
  cardMessage: string;
  /** Absent until a date is chosen (or offered) in step 2. */
  fulfilment?: Fulfilment;
}

/** The form as it is sent and saved: the card message only when there is one, so without one both are as SPEC §3 has them. */
export type CheckoutFormToSend = CheckoutAddress & { cardMessage?: string };

export type CheckoutFieldName = Exclude<keyof CheckoutFormValues, 'fulfilment'>;

/** The address fields (SPEC §3), in the form's order. */
const ADDRESS_FIELDS: readonly (keyof CheckoutAddress)[] = [
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

export const CHECKOUT_FIELDS: readonly CheckoutFieldName[] = [...ADDRESS_FIELDS, 'cardMessage'];

/** Every field but address2 (and the card message) must hold something other than spaces (SPEC §5). */
export const REQUIRED_CHECKOUT_FIELDS: readonly (keyof CheckoutAddress)[] = ADDRESS_FIELDS.filter((name) => name !== 'address2');

/** The address fields' labels: the form shows them, and the hint under it names the missing ones. */
export const CHECKOUT_FIELD_LABELS: Record<keyof CheckoutAddress, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
};

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
  cardMessage: '',
};

/** Empty, or only spaces, tabs and line breaks. */
export const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/**
 * The required fields still blank after trimming, in the form's order. Formats are not checked
 * (SPEC §5: phone and ZIP are free text; the e-mail is not compared with the login).
 */
export function missingCheckoutFields(values: Partial<Record<CheckoutFieldName, string>>): (keyof CheckoutAddress)[] {
  return REQUIRED_CHECKOUT_FIELDS.filter((name) => isBlank(values[name]));
}

/** Whether Next may be pressed: no required field is blank. */
export function isCheckoutFormComplete(values: Partial<Record<CheckoutFieldName, string>>): boolean {
  return missingCheckoutFields(values).length === 0;
}

/** The hint beside the disabled Next button, naming what is still missing. */
export function missingFieldsHint(missing: readonly (keyof CheckoutAddress)[]): string {
  return `Fill in every required field to continue: ${missing.map((name) => CHECKOUT_FIELD_LABELS[name]).join(', ')}.`;
}

/** The values as they are sent: without the spaces around them, and without an empty card message. */
export function trimCheckoutForm(values: CheckoutFormValues): CheckoutFormToSend {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, (values[name] ?? '').trim()])) as unknown as CheckoutAddress;
  const cardMessage = cardMessageToSend(values.cardMessage);
  return cardMessage ? { ...address, cardMessage } : address;
}
