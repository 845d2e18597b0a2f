import { listProducts } from '../../../lib/catalog/list-products';
import type { OccasionProduct } from '../../../lib/types/catalog';

/** `GET /occasion-products` (SPEC §7 sends no sort; the page orders each section by price). */
export function getOccasionProducts(_sort: unknown, signal?: AbortSignal): Promise<OccasionProduct[]> {
  return listProducts<OccasionProduct>('occasion-products', undefined, signal);
}
