import type { SortOrder } from '../../../config/catalog';
import { listProducts } from '../../../lib/catalog/list-products';
import type { Box } from '../../../lib/types/catalog';

/** `GET /boxes?sort=…` (SPEC §7). */
export function getBoxes(sort: SortOrder, signal?: AbortSignal): Promise<Box[]> {
  return listProducts<Box>('boxes', sort, signal);
}
