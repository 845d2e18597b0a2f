import { useCallback, useEffect, useState } from 'react';
import type { OrdersQuery } from '../api/list-orders';

/** How long the search box waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the list shows: a page, a search and a fulfilment date. The search box's text is applied
 * once typing pauses (or at once on Enter); a new search or date always starts again at page 1 (SPEC §5).
 */
export function useOrdersQuery() {
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<OrdersQuery>({ page: 1, search: '', date: '' });

  const applySearch = useCallback((text: string) => {
    const search = text.trim();
    setQuery((current) => (current.search === search ? current : { ...current, page: 1, search }));
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => applySearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, applySearch]);

  const showDate = useCallback(
    (date: string) => setQuery((current) => (current.date === date ? current : { ...current, page: 1, date })),
    [],
  );

  const goToPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);

  return {
    query,
    searchText,
    setSearchText,
    /** Applies the typed search now (Enter), without waiting for the pause. */
    submitSearch: () => applySearch(searchText),
    goToPage,
    /** Only the orders for this fulfilment date ('' for every date). */
    showDate,
  };
}
