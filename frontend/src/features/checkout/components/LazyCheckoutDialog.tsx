import { lazyOverlay } from '../../../lib/lazy-overlay';
import type { CheckoutDialogProps } from './CheckoutDialog';

/** The checkout with its code kept out of the first page load (fetched when idle, shown on open). */
export const LazyCheckoutDialog = lazyOverlay<CheckoutDialogProps>(() =>
  import('./CheckoutDialog').then(({ CheckoutDialog }) => ({ default: CheckoutDialog })),
);
