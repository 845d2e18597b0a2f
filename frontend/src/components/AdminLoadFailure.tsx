import { Link } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../config/admin-navigation';
import { isUnauthorized } from '../lib/api-client';

interface AdminLoadFailureProps {
  /** What could not be loaded, e.g. 'Failed to load messages.' */
  message: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  retrying: boolean;
  className?: string;
  testId?: string;
}

/**
 * An admin screen's read that failed: the screen's text, then Retry, or a way back to the login
 * when the session has ended (401: retrying cannot help).
 */
export function AdminLoadFailure({ message, error, onRetry, retrying, className, testId }: AdminLoadFailureProps) {
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{message}</p>
      {isUnauthorized(error) ? (
        <Link to={ADMIN_LOGIN_PATH}>Please log in again</Link>
      ) : (
        <button type="button" className="button button--secondary" disabled={retrying} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
