import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, isSortOrder, type SortOrder } from '../../config/catalog';

export const SORT_PARAM = 'sort';

/**
 * The list's sort, kept in the URL (`?sort=price_desc`) so a reload, a shared link and Back
 * keep it. An unknown value reads as the default. A change replaces the history entry (sorting
 * is not a new page) and asks the layout not to scroll, so the grid keeps its place.
 */
export function useSortParam(): [SortOrder, (sort: SortOrder) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SORT_PARAM);
  const sort = value && isSortOrder(value) ? value : DEFAULT_SORT;

  const setSort = useCallback(
    (next: SortOrder) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_SORT) updated.delete(SORT_PARAM);
          else updated.set(SORT_PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true, state: { preventScrollReset: true } },
      ),
    [setParams],
  );
  return [sort, setSort];
}
