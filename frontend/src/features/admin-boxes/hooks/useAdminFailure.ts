import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../../../config/admin-navigation';
import { isUnauthorized } from '../../../lib/api-client';

/**
 * Reports a failed admin call with the SPEC alert text; when the server says the admin
 * is not signed in (401), it also sends them to the admin login.
 */
export function useAdminFailure(): (error: unknown, alertText: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (error, alertText) => {
      console.error(alertText, error);
      window.alert(alertText);
      if (isUnauthorized(error)) navigate(ADMIN_LOGIN_PATH);
    },
    [navigate],
  );
}
