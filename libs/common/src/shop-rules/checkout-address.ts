/** Where an order goes, as the shopper types it at checkout (SPEC §5): every field trimmed. */
export class CheckoutAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  /** The only optional field: '' when not given. */
  address2: string;
  city: string;
  /** A full state name from `US_STATES` (the SPA's form holds '' while none is chosen). */
  state: string;
  postalCode: string;
}

/** Longest accepted value of each typed checkout field: the server refuses more, the SPA's inputs stop there. */
export const CHECKOUT_FIELD_MAX = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  address1: 200,
  address2: 200,
  city: 100,
  postalCode: 20,
} as const satisfies Record<Exclude<keyof CheckoutAddress, 'state'>, number>;
