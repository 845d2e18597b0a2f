/**
 * Public surface of the checkout: the two-step dialog; the app hands it the cart. Only the app's
 * lazily loaded checkout (app/layout/CartCheckout) imports it, so none of it is in the first page load.
 */
export { CheckoutDialog, type CheckoutDialogProps } from './components/CheckoutDialog';
