import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from './scroll-to-anchor';

/**
 * A new route starts at the top of the page (SPEC §2); a link with a `#hash` scrolls to
 * that anchor instead (the occasion anchors of the header menu).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useLayoutEffect(() => {
    const anchor = decodeURIComponent(hash.replace(/^#/, ''));
    if (anchor) return scrollToAnchor(anchor);
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key]);

  return null;
}
