import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../../config/admin-navigation';
import { isUnauthorized } from '../api/api-error';
import { SESSION_ENDED } from './session-ended';

/**
 * How a failed admin call is shown: an `alert()` with the SPEC text, an error toast with it
 * (admin orders, SPEC §8), or only the console.
 */
export type FailureDisplay = 'alert' | 'toast' | 'log';

export type ReportAdminFailure = (error: unknown, message: string, display?: FailureDisplay) => void;

/**
 * Reports a failed admin call: always logged; shown with `alert(message)` or an error toast
 * unless the screen's errors are "only logged". When the server says the admin is not signed
 * in (401), it also sends them to the admin login.
 */
export function useAdminFailure(): ReportAdminFailure {
  const navigate = useNavigate();
  return useCallback<ReportAdminFailure>(
    (error, message, display = 'alert') => {
      console.error(message, error);
      if (display === 'alert') window.alert(message);
      // Keyed by its text: the same failure twice in a row shows one toast, not a stack.
      if (display === 'toast') toast.error(message, { id: message });
      if (isUnauthorized(error)) navigate(ADMIN_LOGIN_PATH, { state: SESSION_ENDED });
    },
    [navigate],
  );
}
