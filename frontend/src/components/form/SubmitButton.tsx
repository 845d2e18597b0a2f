import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** A submission is on its way: the button is disabled and says so, so it is not sent twice. */
  busy: boolean;
  busyLabel?: string;
  /** Classes beside `button button--primary` (the form's own placement or width). */
  className: string;
  testId: string;
  children: ReactNode;
}

/** A form's primary submit button, which stays disabled and reads `busyLabel` while the form is sent. */
export function SubmitButton({ busy, busyLabel = 'Submitting...', className, testId, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--primary ${className}`} disabled={busy} data-testid={testId}>
      {busy ? busyLabel : children}
    </button>
  );
}
