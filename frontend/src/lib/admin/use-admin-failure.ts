import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../../config/admin-navigation';
import { isUnauthorized } from '../api-client';

/** How a failed admin call is shown: an `alert()` with the SPEC text, or only the console (SPEC §8). */
export type FailureDisplay = 'alert' | 'log';

export type ReportAdminFailure = (error: unknown, message: string, display?: FailureDisplay) => void;

/**
 * Reports a failed admin call: always logged; shown with `alert(message)` unless the screen's
 * errors are "only logged". When the server says the admin is not signed in (401), it also
 * sends them to the admin login.
 */
export function useAdminFailure(): ReportAdminFailure {
  const navigate = useNavigate();
  return useCallback<ReportAdminFailure>(
    (error, message, display = 'alert') => {
      console.error(message, error);
      if (display === 'alert') window.alert(message);
      if (isUnauthorized(error)) navigate(ADMIN_LOGIN_PATH);
    },
    [navigate],
  );
}
