import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithTimeout } from './lazy-with-timeout';

/** How long after start-up an overlay's code is fetched when the browser never goes idle. */
const PREFETCH_FALLBACK_MS = 3000;

function idle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, PREFETCH_FALLBACK_MS);
  return () => clearTimeout(id);
}

/**
 * `task` once the page has loaded (its screen's code and first pictures) and the browser is
 * idle: before that, an overlay's code would take bandwidth from what the page shows first.
 */
function whenIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return idle(task);
  let cancel = () => window.removeEventListener('load', start);
  function start() {
    cancel = idle(task);
  }
  window.addEventListener('load', start, { once: true });
  return () => cancel();
}

/**
 * An overlay (cart drawer, login dialog…) whose code is not part of the first page load: it
 * is fetched once the browser is idle, and mounted the first time `open` is true. After that
 * it stays mounted, so closing it behaves (and returns focus) like any dialog.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & { open: boolean }> {
  const Overlay = lazyWithTimeout(load);
  let prefetched = false;
  const prefetch = () => {
    if (prefetched) return;
    prefetched = true;
    // A failed prefetch is retried (and reported) when the overlay is really opened.
    load().catch(() => (prefetched = false));
  };

  return function LazyOverlay(props: P & { open: boolean }) {
    const [mounted, setMounted] = useState(props.open);
    useEffect(() => {
      if (props.open) setMounted(true);
    }, [props.open]);
    useEffect(() => whenIdle(prefetch), []);

    if (!mounted && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}
