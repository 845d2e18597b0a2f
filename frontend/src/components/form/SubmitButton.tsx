import { useRef, type ReactNode } from 'react';
import { useRefocusAfterBusy } from '../../lib/forms/use-refocus-after-busy';

interface SubmitButtonProps {
  /** A submission is on its way: the button is disabled and says so, so it is not sent twice. */
  busy: boolean;
  busyLabel?: string;
  /** Disabled without the busy label, e.g. while another action of the same form is on its way. */
  disabled?: boolean;
  /** Classes beside `button button--primary` (the form's own placement or width), if any. */
  className?: string;
  testId: string;
  children: ReactNode;
}

/**
 * A form's primary submit button, which stays disabled and reads `busyLabel` while the form is sent.
 * Disabling the focused button drops the focus to <body>: once the form is sent, the focus comes
 * back to the button if nothing else took it, so a keyboard or screen-reader user stays in the form
 * (by the outcome read out under it) instead of starting again from the top of the page.
 */
export function SubmitButton({
  busy,
  busyLabel = 'Submitting...',
  disabled = false,
  className,
  testId,
  children,
}: SubmitButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(busy, button);
  return (
    <button
      ref={button}
      type="submit"
      className={className ? `button button--primary ${className}` : 'button button--primary'}
      disabled={busy || disabled}
      data-testid={testId}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
