import { MODAL_ENTRY, type ModalEntry } from './modal-entry';

/**
 * The browser's Back (a phone's back gesture above all) closes the open dialog and stays on the
 * page, as shoppers expect of a panel that covers it. How:
 *
 * - Opening a dialog pushes one history entry: the same URL, and React Router's own state
 *   (`usr`, `key`, `idx`, `masked`) kept as it is, so that Back is to the router a POP to the very
 *   same location (no new key: no scroll to the top, no route change), plus `modal: { id, depth }`.
 *   A dialog opened above another pushes its own entry.
 * - Back (popstate) closes every dialog whose entry lies above the entry arrived at, so one Back
 *   closes the top dialog only. The page keeps its scroll position (the browser restores that of
 *   its entry) and focus goes back to the opener, as on Escape.
 * - Closed any other way (X, Escape, backdrop, the end of its flow), a dialog whose entry is still
 *   the current one goes back over it, so that the next Back leaves the page. A dialog opened
 *   meanwhile (the cart closing for the checkout, in the same render) pushes its entry only after
 *   that Back has arrived, so entries are neither lost nor doubled.
 * - A navigation while on a dialog's entry (a link in the dialog, a redirect in its flow) takes the
 *   place of that entry instead of landing above it: Back from the new page returns to the page the
 *   dialog was over, and no later back() of the dialog can undo the navigation.
 * - An entry whose dialog is no longer open (reached by Forward after Back, or left behind by a
 *   dialog below a navigation) is stepped over backwards: Forward does nothing visible, and Back
 *   never stops on a page that looks the same.
 * - A dialog closed as the page is being reloaded or left (My Orders reloads after its login)
 *   leaves its entry: a back() then would cancel the reload (Chromium). A reload on a dialog's
 *   entry goes back to the page's own one at start-up (leaveModalEntries).
 */

interface OpenDialog {
  id: string;
  close: () => void;
  /** `waiting` until its entry is pushed (after a Back under way), `gone` once Back closed it or a navigation replaced its entry. */
  entry: 'waiting' | 'pushed' | 'gone';
}

/** The open dialogs with a history entry, innermost last. */
const open: OpenDialog[] = [];
/** Closed dialogs whose Back is decided in a microtask. */
let closing = 0;
/** Back steps this module took whose popstate has not come yet. */
let backs = 0;
/** Navigations that replaced the entry a Back under way is leaving: forward again once it arrived. */
let forwards = 0;
/** Pushes held until those Back steps have arrived: pushed earlier, the Back would land on them. */
const held: Array<() => void> = [];
/**
 * When the page last said it is being left (beforeunload, sent from within `location.reload()`).
 * A time, not a flag: a mailto: or tel: link sends it too and leaves nothing. Listened to only
 * while a dialog is open, as a beforeunload listener can keep a page out of Firefox's back/forward cache.
 */
let leavingAt = -Infinity;
const LEAVING_MS = 1000;
const noteLeaving = () => (leavingAt = performance.now());

const here = () => (window.history.state as { [MODAL_ENTRY]?: ModalEntry } | null)?.[MODAL_ENTRY];

function back(): void {
  backs += 1;
  window.history.back();
}

function settled(): void {
  if (closing + backs === 0) for (const push of held.splice(0)) push();
}

const pushState = window.history.pushState.bind(window.history);

window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
  const entry = here();
  if (!entry) return pushState(data, unused, url);
  for (const dialog of open) if (dialog.id === entry.id) dialog.entry = 'gone';
  window.history.replaceState(data, unused, url);
  if (backs > 0) forwards += 1;
};

window.addEventListener('popstate', () => {
  if (backs > 0) {
    backs -= 1;
    if (forwards > 0) {
      forwards -= 1;
      backs += 1;
      window.history.forward();
      return;
    }
  }
  const entry = here();
  const kept = open.findIndex((dialog) => dialog.id === entry?.id);
  for (const dialog of open.slice(kept + 1).reverse()) {
    if (dialog.entry === 'waiting') continue;
    dialog.entry = 'gone';
    dialog.close();
  }
  if (entry && kept < 0) back();
  settled();
});

/**
 * Gives a dialog that has just opened its history entry; `close` is what Back does (the dialog's
 * onClose). Returns what to call when the dialog has closed, however it was closed.
 */
export function openModalEntry(close: () => void): () => void {
  const dialog: OpenDialog = { id: Math.random().toString(36).slice(2), close, entry: 'waiting' };
  open.push(dialog);
  window.addEventListener('beforeunload', noteLeaving);
  const push = () => {
    if (!open.includes(dialog)) return;
    const depth = (here()?.depth ?? 0) + 1;
    pushState({ ...(window.history.state as object | null), [MODAL_ENTRY]: { id: dialog.id, depth } }, '');
    dialog.entry = 'pushed';
  };
  if (closing + backs > 0) held.push(push);
  else push();

  return () => {
    if (open.includes(dialog)) open.splice(open.indexOf(dialog), 1);
    if (open.length === 0) window.removeEventListener('beforeunload', noteLeaving);
    if (dialog.entry !== 'pushed' || here()?.id !== dialog.id) return;
    // In a microtask: a navigation in the same task as the closing (a link in the dialog) replaces
    // the entry first, and then there is nothing to go back over; a dialog opened in the same
    // render waits for this Back.
    closing += 1;
    queueMicrotask(() => {
      closing -= 1;
      if (here()?.id === dialog.id && performance.now() - leavingAt > LEAVING_MS) back();
      else settled();
    });
  };
}
