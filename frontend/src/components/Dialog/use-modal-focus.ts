import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { tabbable, type FocusableElement } from 'tabbable';
import { openModalEntry } from './modal-history';
import { isTopDialog, pushDialog } from './modal-stack';
import { STAYS_INTERACTIVE_ATTRIBUTE } from './stays-interactive';

const inDocumentOrder = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

/** The regions that stay usable above a dialog (the toasts), which hold no dialog themselves. */
const interactiveRegions = () => Array.from(document.querySelectorAll<HTMLElement>(`body > [${STAYS_INTERACTIVE_ATTRIBUTE}]`));

/**
 * Where Tab may go while the dialog is open: its own stops, plus those of the regions that stay
 * interactive above it (a toast's buttons, e.g. the checkout's OK / Cancel for the delivery
 * charge), in document order, which is also the order the browser moves between them.
 */
function trapStops(panel: HTMLElement): FocusableElement[] {
  return [...interactiveRegions().flatMap((region) => tabbable(region)), ...tabbable(panel)].sort(inDocumentOrder);
}

/**
 * Modal behaviour for an open dialog: the page behind becomes inert, focus moves in (to the
 * element marked `data-autofocus`, else the first focusable one, else the panel), Tab and
 * Shift+Tab cycle inside (and through the toasts above it, so a toast's buttons stay within
 * reach), Escape and the browser's Back close (see modal-history.ts for its history entry), and
 * on close focus returns to the element that had it.
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
    const leaveHistory = openModalEntry(() => onCloseRef.current());
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabbable(panel)[0] ?? panel;
    first.focus();

    // On the document, not the panel: Tab pressed in a toast must wrap round as well, and Escape
    // must still close when focus fell to <body> (its element went away or turned disabled, like
    // a submit button while its form is sent), where the panel's own handler does not hear it.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isTopDialog(root)) return;
      if (event.key === 'Escape' && event.target === document.body) {
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = trapStops(panel);
      const active = document.activeElement;
      const inTrap = active instanceof Node && (panel.contains(active) || interactiveRegions().some((region) => region.contains(active)));
      if (stops.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstStop = stops[0]!;
      const lastStop = stops.at(-1)!;
      if (!inTrap) {
        // Focus was lost (its element went away): back into the dialog.
        event.preventDefault();
        (event.shiftKey ? lastStop : (tabbable(panel)[0] ?? firstStop)).focus();
      } else if (event.shiftKey && (active === firstStop || active === panel)) {
        event.preventDefault();
        lastStop.focus();
      } else if (!event.shiftKey && active === lastStop) {
        event.preventDefault();
        firstStop.focus();
      }
      // Between the ends the browser moves focus itself.
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      leaveHistory();
      release();
      // Back to the opener, unless it is gone or focus already went somewhere on purpose. Without
      // scrolling: the page did not move while covered, so the opener is where it was; yet
      // Chromium scrolls the page when the sticky header's cart button takes focus (600 → 190 px).
      const focusLeftInside = !document.activeElement || document.activeElement === document.body || root.contains(document.activeElement);
      if (opener?.isConnected && focusLeftInside) opener.focus({ preventScroll: true });
    };
  }, [rootRef, panelRef]);

  return (event) => {
    const root = rootRef.current;
    if (!root || !isTopDialog(root)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
    }
  };
}
