import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page, the focus is often left on nothing: the link just followed (a
 * product's Show Details, a mobile menu's link, a detail page's Back) went away with its page, and
 * the focus fell to <body>, where a screen reader is told nothing of the new page. Then it goes to
 * the layout's <main> (as the skip link does), so reading and Tab go on from the page's start.
 * Focus still held (a header link, a dialog or field the new page focused itself) is left alone.
 */
export function useFocusMainAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    // After the other effects of this change (a menu closing, the page focusing something itself).
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) main.current?.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [pathname, main]);
}
