import type { SortOrder } from '../../../config/catalog';
import { listProducts } from '../../../lib/catalog/list-products';
import type { Bouquet } from '../../../lib/types/catalog';

/** `GET /bouquets?sort=…` (SPEC §7). */
export function getBouquets(sort: SortOrder, signal?: AbortSignal): Promise<Bouquet[]> {
  return listProducts<Bouquet>('bouquets', sort, signal);
}
