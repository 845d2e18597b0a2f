import type { SortOrder } from '../../config/catalog';
import { apiRequest } from '../api-client';

/** Catalogue collections the storefront lists (SPEC §7). */
export type CatalogResource = 'boxes' | 'keychains' | 'bouquets' | 'occasion-products';

/**
 * `GET /{resource}[?sort=…]`: one mechanism for every product kind (DESIGN §7). Without a sort
 * the query is left out (SPEC §7 lists `/occasion-products` without one).
 */
export async function listProducts<T>(
  resource: CatalogResource,
  sort: SortOrder | undefined,
  signal?: AbortSignal,
): Promise<T[]> {
  const data = await apiRequest<unknown>(`/${resource}`, { query: { sort }, signal });
  if (!Array.isArray(data)) throw new Error(`Unexpected answer for /${resource}: not a list`);
  return data as T[];
}
