import { useEffect, type RefObject } from 'react';

/**
 * For overlays (dialog, drawers, mobile menu): while `open`, Escape anywhere on the page calls
 * `onClose`; on opening, the element of `focusOnOpen`, if given, takes the focus.
 * Pass a stable `onClose` (e.g. from useCallback), or the listener is replaced on every render.
 */
export function useCloseOnEscape(
  open: boolean,
  onClose: () => void,
  focusOnOpen?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    focusOnOpen?.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, focusOnOpen]);
}
