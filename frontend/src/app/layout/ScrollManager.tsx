import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from './scroll-to-anchor';

/**
 * A new route starts at the top of the page (SPEC §2); a link with a `#hash` scrolls to
 * that anchor instead (the occasion anchors of the header menu); a navigation marked
 * `preventScrollReset` (a sort change) stays in place.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  // A list's sort lives in the URL, but changing it keeps the reader where they are.
  const keepPlace = (state as { preventScrollReset?: boolean } | null)?.preventScrollReset === true;

  useLayoutEffect(() => {
    if (keepPlace) return undefined;
    // Not decoded: the shop's anchors are plain ids, and a stray `%` (`#50%off`) made decoding throw.
    const anchor = hash.slice(1);
    if (anchor) return scrollToAnchor(anchor);
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key, keepPlace]);

  return null;
}
