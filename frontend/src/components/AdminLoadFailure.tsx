interface AdminLoadFailureProps {
  /** What could not be loaded, e.g. 'Failed to load messages.' */
  message: string;
  onRetry: () => void;
  /** A retry is under way: the button waits. Left out where a retry shows the loading text instead. */
  retrying?: boolean;
  className?: string;
  testId?: string;
}

/**
 * An admin screen's read that failed: the screen's text, then Retry. An ended session (401) never
 * stays here: useAdminLoadFailure sends the admin to the login, as on every admin screen.
 */
export function AdminLoadFailure({ message, onRetry, retrying, className, testId }: AdminLoadFailureProps) {
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="button button--secondary" disabled={retrying} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
