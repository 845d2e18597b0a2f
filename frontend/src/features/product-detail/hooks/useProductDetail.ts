import { useCallback } from 'react';
import { useRequest } from '../../../lib/use-request';
import { getProduct, type DetailProduct, type DetailResource } from '../api/get-product';
import { failureKind } from '../model/detail-rules';

export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'success'; product: DetailProduct };

/** Loads one bouquet or occasion product: loading, then the product, 'not-found' (404) or 'error'. */
export function useProductDetail(resource: DetailResource, id: string): ProductDetailState {
  const load = useCallback((signal: AbortSignal) => getProduct(resource, id, signal), [resource, id]);
  const request = useRequest(load, 'Failed to load product details');
  if (request.status === 'success') return { status: 'success', product: request.data };
  if (request.status === 'error') return { status: failureKind(request.error) };
  return request;
}
