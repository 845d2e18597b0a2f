/** A complete, valid New Jersey address for placing orders in HTTP and browser tests. */
export const SHOPPER_ADDRESS = {
  firstName: 'Ann',
  lastName: 'Example',
  email: 'ann@example.test',
  phone: '555-0100',
  address1: '12 Elm Street',
  address2: '',
  city: 'Maple Township',
  state: 'New Jersey',
  postalCode: '08001',
};
