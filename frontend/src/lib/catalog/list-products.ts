import type { SortOrder } from '../../config/catalog';
import { api, dataOf } from '../api/client';
import type { Product } from '../api/schemas';

/** Catalogue collections the storefront lists (SPEC §7). */
export type CatalogResource = 'boxes' | 'keychains' | 'bouquets' | 'occasion-products';

/**
 * `GET /{resource}[?sort=…]`: one mechanism for every product kind (DESIGN §7). Without a sort
 * the query is left out (SPEC §7 lists `/occasion-products` without one).
 */
export async function listProducts(
  resource: CatalogResource,
  sort: SortOrder | undefined,
  signal?: AbortSignal,
): Promise<Product[]> {
  const data: unknown = await dataOf(api.GET(`/${resource}`, { params: { query: { sort } }, signal }));
  if (!Array.isArray(data)) throw new Error(`Unexpected answer for /${resource}: not a list`);
  return data as Product[];
}
