import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
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

/** Toasts top-right; 4 s for blank and error, 2 s for success; at most 20 (SPEC §9). */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        blank: { duration: TOAST_DURATION_MS.blank },
        error: { duration: TOAST_DURATION_MS.error },
        success: { duration: TOAST_DURATION_MS.success },
      }}
    />
  );
}
