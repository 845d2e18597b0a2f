/** A checkout address as a shopper types it (step 1) and an order carries it back. */
export const CHECKOUT_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '609-555-0100',
  address1: '12 Garden Road',
  address2: '',
  city: 'Princeton',
  state: 'New Jersey',
  postalCode: '08540',
};
