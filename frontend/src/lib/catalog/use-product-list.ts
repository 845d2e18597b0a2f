import { useCallback } from 'react';
import type { SortOrder } from '../../config/catalog';
import { useRequest } from '../use-request';
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
  const load = useCallback(
    async (signal: AbortSignal) => sortByPrice(await fetchList(sort, signal), sort, priceOf),
    [fetchList, sort, priceOf],
  );
  const request = useRequest(load, 'Failed to load products');
  return { status: request.status, items: request.status === 'success' ? request.data : [] };
}
