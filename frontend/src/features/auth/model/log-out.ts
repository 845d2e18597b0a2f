import toast from 'react-hot-toast';
import { logoutCustomer } from '../api/customer-auth';

/**
 * Logs the customer out on the server, then forgets them, and says how it went (SPEC §8). On
 * failure the token may still be valid, so the customer stays signed in to try again.
 */
export async function logOut(forgetUser: () => void): Promise<void> {
  try {
    await logoutCustomer();
  } catch (error) {
    console.error('Logout failed', error);
    toast.error('Logout failed!');
    return;
  }
  forgetUser();
  toast.success('Logout successful!');
}
