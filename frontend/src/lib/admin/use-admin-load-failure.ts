import { useEffect } from 'react';
import { useAdminFailure, type FailureDisplay } from './use-admin-failure';

/** The parts of a react-query result that tell a failed read. */
interface FailedRead {
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Reports a failed admin read like every admin call (see useAdminFailure): logged, shown as
 * `display` says, and a 401 sends the admin to the login, so every admin screen treats an ended
 * session the same way. Once per failed load: errorUpdatedAt changes with every new failure.
 */
export function useAdminLoadFailure({ error, errorUpdatedAt }: FailedRead, message: string, display: FailureDisplay) {
  const reportFailure = useAdminFailure();
  useEffect(() => {
    if (error) reportFailure(error, message, display);
  }, [error, errorUpdatedAt, message, display, reportFailure]);
}
