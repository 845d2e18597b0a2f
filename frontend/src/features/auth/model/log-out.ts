import toast from 'react-hot-toast';
import { logoutCustomer } from '../api/customer-auth';

/** One toast for the outcome: a repeated failure replaces the last, a success replaces a failure. */
const LOGOUT_TOAST_ID = 'customer-logout';

/**
 * Logs the customer out on the server, then forgets them, and says how it went (SPEC §8). On
 * failure the token may still be valid, so the customer stays signed in to try again.
 */
export async function logOut(forgetUser: () => void): Promise<void> {
  try {
    await logoutCustomer();
  } catch (error) {
    console.error('Logout failed', error);
    toast.error('Logout failed!', { id: LOGOUT_TOAST_ID });
    return;
  }
  forgetUser();
  toast.success('Logout successful!', { id: LOGOUT_TOAST_ID });
}
