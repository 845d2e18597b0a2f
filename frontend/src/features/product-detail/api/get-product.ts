import { apiRequest, buildApiUrl } from '../../../lib/api-client';
import { takePageAnswer } from '../../../lib/page-answers';
import type { Bouquet, OccasionProduct } from '../../../lib/types/catalog';

/** Product kinds with a detail page and a paper sheet choice (SPEC §2). */
export type DetailResource = 'bouquets' | 'occasion-products';

export type DetailProduct = Bouquet | OccasionProduct;

const productPath = (resource: DetailResource, id: string) => `/${resource}/${encodeURIComponent(id)}`;

const isProduct = (data: unknown): data is DetailProduct =>
  !!data && typeof data === 'object' && typeof (data as { _id?: unknown })._id === 'string';

/** `GET /bouquets/{id}` or `GET /occasion-products/{id}`; an unknown id answers 404 (DESIGN §3). */
export async function getProduct(resource: DetailResource, id: string, signal?: AbortSignal): Promise<DetailProduct> {
  const data = await apiRequest<unknown>(productPath(resource, id), { signal });
  if (!isProduct(data)) throw new Error(`Unexpected answer for /${resource}/${id}: not a product`);
  return data;
}

/** The product when the page was served with it (a product page opened directly); otherwise undefined. */
export function productServedWithPage(resource: DetailResource, id: string): DetailProduct | undefined {
  const answer = takePageAnswer(buildApiUrl(productPath(resource, id)));
  return isProduct(answer) ? answer : undefined;
}
