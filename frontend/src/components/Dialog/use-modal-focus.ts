import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { tabbable } from 'tabbable';
import { isTopDialog, pushDialog } from './modal-stack';

/**
 * Modal behaviour for an open dialog: the page behind becomes inert, focus moves in (to the
 * element marked `data-autofocus`, else the first focusable one, else the panel), Tab and
 * Shift+Tab cycle inside, Escape closes, and on close focus returns to the element that had it.
 * Returns the keydown handler to put on the panel.
 */
export function useModalFocus(
  rootRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = pushDialog(root);
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabbable(panel)[0] ?? panel;
    first.focus();
    return () => {
      release();
      // Back to the opener, unless it is gone or focus already went somewhere on purpose.
      const focusLeftInside = !document.activeElement || document.activeElement === document.body || root.contains(document.activeElement);
      if (opener?.isConnected && focusLeftInside) opener.focus();
    };
  }, [rootRef, panelRef]);

  return (event) => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel || !isTopDialog(root)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = tabbable(panel);
    if (stops.length === 0) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const firstStop = stops[0]!;
    const lastStop = stops.at(-1)!;
    const active = document.activeElement;
    if (event.shiftKey && (active === firstStop || active === panel)) {
      event.preventDefault();
      lastStop.focus();
    } else if (!event.shiftKey && active === lastStop) {
      event.preventDefault();
      firstStop.focus();
    }
  };
}
