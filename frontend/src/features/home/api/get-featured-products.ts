import { listProducts } from '../../../lib/catalog/list-products';
import type { OccasionProduct } from '../../../lib/types/catalog';
import { pickFeatured } from '../model/pick-featured';

/** How many products the home page features (SPEC §2). */
export const FEATURED_COUNT = 4;

/** Four occasion products for the home page, from `GET /occasion-products`. */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<OccasionProduct[]> {
  const products = await listProducts<OccasionProduct>('occasion-products', undefined, signal);
  return pickFeatured(products, FEATURED_COUNT);
}
