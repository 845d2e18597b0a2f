import { useEffect, useState } from 'react';
import type { SortOrder } from '../../config/catalog';
import { sortByPrice } from './sort-by-price';

export type ListStatus = 'loading' | 'error' | 'success';

export interface ProductListState<T> {
  status: ListStatus;
  items: T[];
}

/**
 * Loads a product list and reloads it whenever the sort changes (SPEC §4: loading, then error
 * or list). A superseded request is aborted so a slow answer cannot overwrite a newer one.
 * Pass stable (module-level) `fetchList` and `priceOf`, or every render reloads.
 */
export function useProductList<T>(
  fetchList: (sort: SortOrder, signal: AbortSignal) => Promise<T[]>,
  sort: SortOrder,
  priceOf: (item: T) => number,
): ProductListState<T> {
  const [state, setState] = useState<ProductListState<T>>({ status: 'loading', items: [] });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', items: [] });
    fetchList(sort, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setState({ status: 'success', items: sortByPrice(items, sort, priceOf) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load products', error);
        setState({ status: 'error', items: [] });
      },
    );
    return () => controller.abort();
  }, [fetchList, sort, priceOf]);

  return state;
}
