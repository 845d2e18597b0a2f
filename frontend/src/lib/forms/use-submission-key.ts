import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';

export interface SubmissionKey {
  /** The key of the submission under way: made on first use, then the same until renewed. */
  current: () => string;
  /** Ends the submission (it succeeded, or the user starts a new one): the next call makes a new key. */
  renew: () => void;
}

/**
 * The `Idempotency-Key` of one user submission. A retry of the same submission (automatic, or
 * the button pressed again unchanged) reuses the key, so the server stores it once; a success
 * or an edit of `form` by the user starts a new submission. `onEdit` (keep it stable) runs after such an edit.
 */
export function useSubmissionKey(form?: UseFormReturn<any>, onEdit?: () => void): SubmissionKey {
  const keyRef = useRef<string | null>(null);

  const renew = useCallback(() => {
    keyRef.current = null;
  }, []);
  const current = useCallback(() => (keyRef.current ??= crypto.randomUUID()), []);

  useEffect(() => {
    if (!form) return undefined;
    // Only the user's own edits ('change'); a reset after a save is not a new submission.
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      renew();
      onEdit?.();
    });
    return () => subscription.unsubscribe();
  }, [form, renew, onEdit]);

  return { current, renew };
}
