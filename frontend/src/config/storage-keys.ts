/** Browser storage keys (SPEC §3 names the session keys; DESIGN §8.1 names the admin one). */
export const STORAGE_KEYS = {
  customerToken: 'token',
  cart: 'cart',
  checkoutForm: 'checkoutForm',
  checkoutDelivery: 'checkoutDelivery',
  adminToken: 'adminToken',
} as const;

/**
 * What a customer typed at checkout (name, address, phone, card message): their own, so a logout
 * takes it from the tab with the token, and whoever signs in next starts a blank checkout. The
 * cart stays: it holds no personal data and a shopper may sign out and go on shopping.
 */
export const CUSTOMER_PRIVATE_KEYS = [STORAGE_KEYS.checkoutForm, STORAGE_KEYS.checkoutDelivery] as const;
