import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortOrder } from '../../config/catalog';
import type { Product } from '../api/schemas';
import { queryKeys } from '../query/query-keys';
import { listProducts, type CatalogResource } from './list-products';

export type ListStatus = 'loading' | 'error' | 'success';

export interface CatalogListState<T> {
  /** 'loading' also while a failed list is tried again, so Retry shows progress. */
  status: ListStatus;
  items: T[];
  /** A request is on its way (first load, a new sort while the old list stays, a refresh). */
  busy: boolean;
  /** Asks the server again (the Retry button of a failed list). */
  retry: () => void;
}

/**
 * One catalogue list from the shared query cache (`GET /{resource}[?sort=…]`). When the sort
 * changes, the previous list stays on screen (re-ordered by `arrange`) until the new one comes,
 * so the grid never jumps back to a loading text. Pass a stable (memoised) `arrange`.
 */
export function useCatalogList(
  resource: CatalogResource,
  sort: SortOrder | undefined,
  arrange: (items: Product[]) => Product[],
): CatalogListState<Product> {
  const query = useQuery({
    queryKey: queryKeys.catalogList(resource, sort),
    queryFn: ({ signal }) => listProducts(resource, sort, signal),
    select: arrange,
    placeholderData: keepPreviousData,
  });
  const status: ListStatus = query.isPending || (query.isError && query.isFetching) ? 'loading' : query.status;
  return {
    status,
    items: status === 'success' ? query.data! : [],
    busy: query.isFetching,
    retry: () => void query.refetch(),
  };
}
