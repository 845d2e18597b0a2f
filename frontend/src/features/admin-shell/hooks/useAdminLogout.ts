import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../../../config/admin-navigation';
import { clearAdminToken } from '../../../lib/auth-tokens';

/** Logout clears the admin token (session and local storage) and goes to the login (SPEC §2). */
export function useAdminLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearAdminToken();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);
}
