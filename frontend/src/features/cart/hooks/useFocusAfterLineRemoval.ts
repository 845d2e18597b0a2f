import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { CartLine } from '../../../lib/types/cart';

/**
 * A line leaving the open drawer (− at 1, a quantity of 0, Remove, Clear Cart) takes the focused
 * control with it, and focus would drop to <body> while the drawer stays open. It goes instead to
 * the line now in its place (the next one, else the one before), to its first control; or, with no
 * line left, to the "Cart is empty." text, which tells a screen-reader user what happened.
 */
export function useFocusAfterLineRemoval(
  lines: readonly CartLine[],
  listRef: RefObject<HTMLElement | null>,
  emptyTextRef: RefObject<HTMLElement | null>,
): void {
  const shownIds = useRef(lines.map((line) => line.id));

  useLayoutEffect(() => {
    const before = shownIds.current;
    const now = lines.map((line) => line.id);
    shownIds.current = now;
    const removedAt = before.findIndex((id) => !now.includes(id));
    if (removedAt < 0 || !focusWasLost()) return;
    const lineInPlace = listRef.current?.children[Math.min(removedAt, now.length - 1)];
    const target = now.length === 0 ? emptyTextRef.current : lineInPlace?.querySelector<HTMLElement>('button, input');
    target?.focus();
  }, [lines, listRef, emptyTextRef]);
}

/** On <body>, or still on a control that has just been disabled (Clear Cart in an emptied cart). */
function focusWasLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
}
