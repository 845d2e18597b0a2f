import { useEffect } from 'react';
import { SHOP } from '../config/shop';

/** The tab title of a page: `{page} · {shop}`, or the shop's name alone without a page title. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SHOP.name}` : SHOP.name;
}

/**
 * Sets the tab title while the page is shown and puts the previous one back when it goes, so
 * a screen without a title of its own (the home page keeps index.html's) never keeps a stale one. `undefined` leaves it alone
 * (e.g. while a product's name is still loading).
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const title = pageTitle === undefined ? undefined : documentTitle(pageTitle);
  useEffect(() => {
    if (title === undefined) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
