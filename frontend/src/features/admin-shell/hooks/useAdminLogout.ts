import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../../../config/admin-navigation';
import { clearAdminToken, getAdminToken } from '../../../lib/auth-tokens';
import { logoutAdmin } from '../api/logout-admin';

/**
 * Logout revokes the admin token on the server, then clears it from session and local storage
 * and goes to the login (SPEC §2). Storage is cleared even when the server cannot be reached.
 */
export function useAdminLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logoutAdmin(getAdminToken());
    } catch (error) {
      console.error('Admin logout could not reach the server; signing out locally', error);
    } finally {
      clearAdminToken();
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    }
  }, [navigate]);
}
