import { apiRequest } from '../../../lib/api-client';
import type { AdminProduct } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** `GET /{resource}`: the public list (default order, price low to high). */
export async function listAdminProducts(
  resource: AdminCatalogKind['resource'],
  signal?: AbortSignal,
): Promise<AdminProduct[]> {
  const data = await apiRequest<unknown>(`/${resource}`, { signal });
  if (!Array.isArray(data)) throw new Error(`Unexpected answer for /${resource}: not a list`);
  return data as AdminProduct[];
}
