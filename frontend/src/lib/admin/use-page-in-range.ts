import { useEffect } from 'react';

/**
 * A page emptied by deletes (or a list that shrank meanwhile) moves back to the last page there
 * is, rather than show an empty table with rows on earlier pages.
 */
export function usePageInRange(
  shownPage: number,
  pages: number,
  shownRows: number,
  loaded: boolean,
  goToPage: (page: number) => void,
) {
  const pastTheEnd = loaded && shownRows === 0 && shownPage > pages;
  useEffect(() => {
    if (pastTheEnd) goToPage(pages);
  }, [pastTheEnd, pages, goToPage]);
}
