import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useLoginDialog } from '../../features/auth';
import { useCart } from '../../features/cart';

/**
 * Proceed to Checkout while logged out shows 'Please login first!' and opens the login
 * dialog (DESIGN §8.9). The checkout modal, opened once logged in, comes with the checkout work.
 */
export function useProceedToCheckout(): () => void {
  const { openLogin } = useLoginDialog();
  const { closeDrawer } = useCart();
  return useCallback(() => {
    toast.error('Please login first!');
    closeDrawer();
    openLogin();
  }, [openLogin, closeDrawer]);
}
