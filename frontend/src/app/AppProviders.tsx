import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoginDialogProvider } from '../features/auth';
import { CartProvider } from '../features/cart';
import { loadChunkWithTimeout } from '../lib/lazy-with-timeout';

/**
 * The toast container (react-hot-toast's Toaster and its goober styling, about 4 kB gzip) is not
 * part of the first page load: nothing shows a toast before the shopper acts. Its chunk is
 * requested at the first render; a toast raised before it arrives waits in react-hot-toast's
 * store and appears when the container mounts. If the chunk cannot be loaded (already logged),
 * the shop works on without toasts rather than failing as a whole.
 */
const AppToaster = lazy<ComponentType>(() =>
  loadChunkWithTimeout(() => import('./AppToaster')).then(
    ({ AppToaster: Toaster }) => ({ default: Toaster }),
    () => ({ default: () => null }),
  ),
);

/** App-wide state: the cart and the login dialog, plus the toast container. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <LoginDialogProvider>
        {children}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </LoginDialogProvider>
    </CartProvider>
  );
}
