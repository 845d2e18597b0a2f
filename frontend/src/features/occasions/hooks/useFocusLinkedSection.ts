import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A `/occasions#<category>` link from elsewhere (the header's occasion menu, the mobile menu, a
 * home tile) scrolls to its section, but the link goes away with its menu or page, and the focus
 * fell to the page's start (<body>, or <main> after a route change): Tab and a screen reader then
 * went on from the top, sections away from the one shown. Once the sections are drawn, the linked
 * one's heading (`headingId`) takes the focus, as after a choice in the page's own jump list; a
 * focus held anywhere else is left where it is.
 */
export function useFocusLinkedSection(ready: boolean, headingId: (sectionId: string) => string): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const sectionId = hash.slice(1);
    if (!ready || !sectionId) return undefined;
    // After the other effects of the change (a menu closing takes its focused link away).
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body && active.tagName !== 'MAIN') return;
      document.getElementById(headingId(sectionId))?.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [ready, hash, key, headingId]);
}
