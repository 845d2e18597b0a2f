import { api, apiUrl, dataOf } from '../../../lib/api/client';
import type { Product } from '../../../lib/api/schemas';
import { takePageAnswer } from '../../../lib/page-answers';

/** Product kinds with a detail page and a paper sheet choice (SPEC §2). */
export type DetailResource = 'bouquets' | 'occasion-products';

const isProduct = (data: unknown): data is Product =>
  !!data && typeof data === 'object' && typeof (data as { _id?: unknown })._id === 'string';

/** `GET /bouquets/{id}` or `GET /occasion-products/{id}`; an unknown id answers 404 (DESIGN §3). */
export async function getProduct(resource: DetailResource, id: string, signal?: AbortSignal): Promise<Product> {
  const data: unknown = await dataOf(api.GET(`/${resource}/{id}`, { params: { path: { id } }, signal }));
  if (!isProduct(data)) throw new Error(`Unexpected answer for /${resource}/${id}: not a product`);
  return data;
}

/** The product when the page was served with it (a product page opened directly); otherwise undefined. */
export function productServedWithPage(resource: DetailResource, id: string): Product | undefined {
  const answer = takePageAnswer(apiUrl(`/${resource}/${encodeURIComponent(id)}`));
  return isProduct(answer) ? answer : undefined;
}
