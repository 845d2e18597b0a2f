import { useMemo, useState } from 'react';
import type { CustomOrder } from '../model/custom-order';
import { filterCounts, matchesFilter, newestFirst, type CustomOrderFilter } from '../model/custom-order-rules';

/** The list as the admin sees it: newest first, narrowed by the chosen filter (on the client). */
export function useCustomOrderList(orders: readonly CustomOrder[] | undefined) {
  const [filter, setFilter] = useState<CustomOrderFilter>('all');
  const sorted = useMemo(() => newestFirst(orders ?? []), [orders]);
  const counts = useMemo(() => filterCounts(sorted), [sorted]);
  const shown = useMemo(() => sorted.filter((order) => matchesFilter(order, filter)), [sorted, filter]);
  return { filter, setFilter, counts, shown };
}
