/** Browser storage keys (SPEC §3 names the session keys; DESIGN §8.1 names the admin one). */
export const STORAGE_KEYS = {
  customerToken: 'token',
  cart: 'cart',
  checkoutForm: 'checkoutForm',
  checkoutDelivery: 'checkoutDelivery',
  adminToken: 'adminToken',
} as const;
