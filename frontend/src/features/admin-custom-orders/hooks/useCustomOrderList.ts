import { useCallback, useMemo, useState } from 'react';
import { pageCount } from '../../../lib/admin/admin-pages';
import { usePageInRange } from '../../../lib/admin/use-page-in-range';
import { CUSTOM_ORDERS_PAGE_SIZE, newestFirst, type CustomOrderFilter } from '../model/custom-order-rules';
import { useCustomOrderCounts, useCustomOrders } from './useCustomOrders';

/**
 * The table as the admin sees it: a page of the chosen filter (filtered and paged by the server),
 * newest first, with the count of each filter. A new filter starts at its first page.
 */
export function useCustomOrderList() {
  const [{ filter, page }, setView] = useState<{ filter: CustomOrderFilter; page: number }>({
    filter: 'all',
    page: 1,
  });
  const list = useCustomOrders(filter, page);
  const { data: counts } = useCustomOrderCounts();
  const shown = useMemo(() => newestFirst(list.data?.items ?? []), [list.data]);
  const pages = pageCount(list.data?.total ?? 0, CUSTOM_ORDERS_PAGE_SIZE);
  // The pager and filter tell what is on screen (the next page may still be on its way).
  const shownPage = list.data?.page ?? page;
  const goToPage = useCallback((next: number) => setView((view) => ({ ...view, page: next })), []);
  const setFilter = useCallback((next: CustomOrderFilter) => setView({ filter: next, page: 1 }), []);
  usePageInRange(shownPage, pages, shown.length, list.data !== undefined, goToPage);
  return { list, filter, setFilter, counts, shown, page: shownPage, pages, goToPage };
}
