/** How long to wait for an anchor target that a lazy page or a data load has yet to render. */
const ANCHOR_WAIT_MS = 10_000;

/**
 * Scrolls to the element with the given id, waiting for it to appear if needed.
 * Returns a cleanup that stops waiting.
 */
export function scrollToAnchor(id: string): () => void {
  const find = () => document.getElementById(id);
  const found = find();
  if (found) {
    found.scrollIntoView({ block: 'start' });
    return () => {};
  }

  const observer = new MutationObserver(() => {
    const target = find();
    if (!target) return;
    stop();
    target.scrollIntoView({ block: 'start' });
  });
  const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
