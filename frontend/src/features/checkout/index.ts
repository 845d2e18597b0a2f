/** Public surface of the checkout: the lazily loaded two-step dialog; the app hands it the cart. */
export { LazyCheckoutDialog as CheckoutDialog } from './components/LazyCheckoutDialog';
export type { CheckoutDialogProps } from './components/CheckoutDialog';
