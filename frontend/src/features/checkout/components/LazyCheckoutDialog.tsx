import { lazyOverlay } from '../../../lib/lazy-overlay';
import { withQueryScope } from '../../../lib/query/with-query-scope';
import type { CheckoutDialogProps } from './CheckoutDialog';

/**
 * The checkout with its code kept out of the first page load (fetched when idle, shown on open),
 * inside the app's query cache (step 2 reads the shop's calendar), itself loaded beside it.
 */
export const LazyCheckoutDialog = lazyOverlay<CheckoutDialogProps>(() =>
  withQueryScope(() => import('./CheckoutDialog').then(({ CheckoutDialog }) => ({ default: CheckoutDialog }))),
);
