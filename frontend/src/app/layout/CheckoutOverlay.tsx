import { lazyOverlay } from '../../lib/lazy-overlay';
import { withQueryScope } from '../../lib/query/with-query-scope';
import type { CartCheckoutProps } from './CartCheckout';

/**
 * The checkout wired to the cart, with its code kept out of the first page load (fetched when
 * idle, shown on open), inside the app's query cache (step 2 reads the shop's calendar), itself
 * loaded beside it. Its own component, so cart changes re-render only the checkout, not the whole layout.
 */
export const CheckoutOverlay = lazyOverlay<CartCheckoutProps>(() =>
  withQueryScope(() => import('./CartCheckout').then(({ CartCheckout }) => ({ default: CartCheckout }))),
);
