import { STAYS_INTERACTIVE_ATTRIBUTE } from './stays-interactive';

/**
 * The open dialogs, innermost last. While one is open, every other child of <body> is made
 * `inert` (no focus, no clicks, hidden from assistive technology) except regions marked
 * `data-stays-interactive` (the toasts and live announcements, which must stay usable above a dialog).
 */
const openDialogs: HTMLElement[] = [];
/** Elements this module made inert, so it never clears an `inert` someone else set. */
const madeInert = new Set<Element>();

function refresh(): void {
  const top = openDialogs.at(-1);
  for (const child of Array.from(document.body.children)) {
    const shouldBeInert = top !== undefined && child !== top && !child.hasAttribute(STAYS_INTERACTIVE_ATTRIBUTE);
    if (shouldBeInert && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      madeInert.add(child);
    } else if (!shouldBeInert && madeInert.has(child)) {
      child.removeAttribute('inert');
      madeInert.delete(child);
    }
  }
  // The page behind does not scroll while a dialog covers it.
  document.body.classList.toggle('has-open-dialog', top !== undefined);
}

/** Registers an open dialog (a direct child of <body>); returns the function that unregisters it. */
export function pushDialog(root: HTMLElement): () => void {
  openDialogs.push(root);
  refresh();
  return () => {
    const index = openDialogs.indexOf(root);
    if (index >= 0) openDialogs.splice(index, 1);
    refresh();
  };
}

export function isTopDialog(root: HTMLElement): boolean {
  return openDialogs.at(-1) === root;
}
