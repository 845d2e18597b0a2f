import type { ReactNode } from 'react';
import { LoginDialogProvider } from '../features/auth';
import { CartProvider } from '../features/cart';
import { AppToaster } from './AppToaster';

/** App-wide state: the cart and the login dialog, plus the toast container. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <LoginDialogProvider>
        {children}
        <AppToaster />
      </LoginDialogProvider>
    </CartProvider>
  );
}
