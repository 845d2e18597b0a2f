import { apiRequest } from '../../../lib/api-client';
import type { Bouquet, OccasionProduct } from '../../../lib/types/catalog';

/** Product kinds with a detail page and a paper sheet choice (SPEC §2). */
export type DetailResource = 'bouquets' | 'occasion-products';

export type DetailProduct = Bouquet | OccasionProduct;

/** `GET /bouquets/{id}` or `GET /occasion-products/{id}`; an unknown id answers 404 (DESIGN §3). */
export async function getProduct(resource: DetailResource, id: string, signal?: AbortSignal): Promise<DetailProduct> {
  const data = await apiRequest<unknown>(`/${resource}/${encodeURIComponent(id)}`, { signal });
  if (!data || typeof data !== 'object' || typeof (data as { _id?: unknown })._id !== 'string') {
    throw new Error(`Unexpected answer for /${resource}/${id}: not a product`);
  }
  return data as DetailProduct;
}
