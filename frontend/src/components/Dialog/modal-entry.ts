/**
 * The field of `history.state` that marks the history entry of an open dialog (modal-history.ts):
 * which dialog it is (`id`) and how many dialog entries lie above the page's own (`depth`).
 * Kept apart from modal-history.ts, which is lazy, because the first load needs it (below).
 */
export const MODAL_ENTRY = 'modal';

export interface ModalEntry {
  id: string;
  depth: number;
}

/**
 * At start-up: a reload (or a return from another site) on a dialog's entry finds no dialog open,
 * so it goes back to the page's own entry; otherwise a later Back would do nothing visible.
 */
export function leaveModalEntries(): void {
  const depth = (history.state as { [MODAL_ENTRY]?: ModalEntry } | null)?.[MODAL_ENTRY]?.depth;
  if (depth) history.go(-depth);
}
