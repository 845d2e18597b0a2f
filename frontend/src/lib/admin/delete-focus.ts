/**
 * Keeps a keyboard user's place across a row's Delete. Call it when the delete starts (focus is
 * on the Delete button); call what it returns once the delete is over. The button is disabled
 * meanwhile, which drops the focus to the page, and a deleted row takes its button away: the
 * focus then goes back to the button (a refused delete), or to the Delete of the row now in its
 * place (of the last row, when it was the last; the page's main region when no row is left), so
 * Tab does not start again from the top.
 * Rows' Delete buttons are told apart from others by their shared data-testid. If the admin has
 * moved the focus meanwhile, it is left where it is.
 */
export function keepDeleteFocus(): () => void {
  const trigger = document.activeElement;
  const testId = trigger instanceof HTMLElement ? trigger.dataset.testid : undefined;
  if (!(trigger instanceof HTMLElement) || !testId) return () => {};
  const rowButtons = () => [...document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];
  const index = rowButtons().indexOf(trigger);
  // The layouts' <main> takes focus (tabindex=-1, the skip link's target).
  const region = trigger.closest<HTMLElement>('main');

  return () => {
    // After React has rendered the list without the row (and the button enabled again).
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== trigger) return;
      if (trigger.isConnected) return trigger.focus();
      const left = rowButtons();
      (left[Math.min(index, left.length - 1)] ?? region)?.focus();
    }, 0);
  };
}
