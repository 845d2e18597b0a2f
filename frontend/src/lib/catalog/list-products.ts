import type { SortOrder } from '../../config/catalog';
import { apiRequest } from '../api-client';

/** Catalogue collections that list with `?sort=` (SPEC §7). */
export type SortableCatalogResource = 'boxes' | 'keychains' | 'bouquets';

/** `GET /{resource}?sort=…`: one mechanism for every product kind (DESIGN §7). */
export async function listProducts<T>(
  resource: SortableCatalogResource,
  sort: SortOrder,
  signal?: AbortSignal,
): Promise<T[]> {
  const data = await apiRequest<unknown>(`/${resource}`, { query: { sort }, signal });
  if (!Array.isArray(data)) throw new Error(`Unexpected answer for /${resource}: not a list`);
  return data as T[];
}
