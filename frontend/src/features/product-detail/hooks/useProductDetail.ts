import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/query-keys';
import type { Product } from '../../../lib/api/schemas';
import { getProduct, productServedWithPage, type DetailResource } from '../api/get-product';
import { failureKind } from '../model/detail-rules';

export type ProductDetailState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'success'; product: Product };

/** Loads one bouquet or occasion product: loading, then the product, 'not-found' (404) or 'error'. */
export function useProductDetail(resource: DetailResource, id: string): ProductDetailState {
  const query = useQuery({
    queryKey: queryKeys.catalogItem(resource, id),
    queryFn: ({ signal }) => getProduct(resource, id, signal),
    // Opened directly, the page came with its product: its first render shows it (no loading state).
    initialData: () => productServedWithPage(resource, id),
    initialDataUpdatedAt: Date.now,
  });
  if (query.isSuccess) return { status: 'success', product: query.data };
  if (query.isError) return { status: failureKind(query.error) };
  return { status: 'loading' };
}
