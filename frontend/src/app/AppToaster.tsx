import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { STAYS_INTERACTIVE_ATTRIBUTE } from '../components/Dialog/stays-interactive';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION } from '../config/constants';

/**
 * Dismisses the oldest visible toasts beyond the limit. react-hot-toast 2.6 caps its store at
 * 20 internally but offers no option for it, so the SPEC limit is kept explicitly here.
 */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

/** Starts below the sticky header so a toast never covers the cart icon and its badge. */
const BELOW_HEADER = { top: 'calc(var(--header-height) + 0.5rem)' };

/**
 * Toasts top-right; 4 s for blank and error, 2 s for success; at most 20 (SPEC §9).
 * Rendered outside the app root and kept interactive, so toasts stay visible and usable above an
 * open dialog (the checkout's delivery toast has buttons).
 */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return createPortal(
    <div data-testid="toast-region" {...{ [STAYS_INTERACTIVE_ATTRIBUTE]: '' }}>
      <Toaster
        position={TOAST_POSITION}
        containerStyle={BELOW_HEADER}
        toastOptions={{
          blank: { duration: TOAST_DURATION_MS.blank },
          error: { duration: TOAST_DURATION_MS.error },
          success: { duration: TOAST_DURATION_MS.success },
        }}
      />
    </div>,
    document.body,
  );
}
