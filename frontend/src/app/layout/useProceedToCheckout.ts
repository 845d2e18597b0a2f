import { useCallback, useState } from 'react';
import { useLoginDialog } from '../../features/auth';
import { useCart } from '../../features/cart';
import { lazyToast } from '../../lib/lazy-toast';

const LOGIN_FIRST_TOAST_ID = 'proceed-login-first';

export interface CheckoutFlow {
  /** What the cart's Proceed to Checkout button does. */
  proceedToCheckout: () => void;
  isCheckoutOpen: boolean;
  closeCheckout: () => void;
}

/**
 * Proceed to Checkout (SPEC §4): a signed-in customer goes from the cart straight to the
 * checkout; otherwise 'Please login first!' and the login dialog (DESIGN §8.9), and the checkout
 * opens once that login succeeds.
 */
export function useProceedToCheckout(): CheckoutFlow {
  const { openLogin, user } = useLoginDialog();
  const { closeDrawer } = useCart();
  const [isCheckoutOpen, setCheckoutOpen] = useState(false);

  const openCheckout = useCallback(() => {
    closeDrawer();
    setCheckoutOpen(true);
  }, [closeDrawer]);
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);

  const proceedToCheckout = useCallback(() => {
    if (user) return openCheckout();
    // One toast however often it is said; gone once the login it asked for succeeded.
    lazyToast((toast) => toast.error('Please login first!', { id: LOGIN_FIRST_TOAST_ID }));
    closeDrawer();
    openLogin({
      onLoggedIn: () => {
        lazyToast((toast) => toast.dismiss(LOGIN_FIRST_TOAST_ID));
        openCheckout();
      },
    });
  }, [user, openCheckout, openLogin, closeDrawer]);

  return { proceedToCheckout, isCheckoutOpen, closeCheckout };
}
