import { DEFAULT_SORT } from '../../../config/catalog';
import { listProducts } from '../../../lib/catalog/list-products';
import type { Box } from '../../../lib/types/catalog';

/** The admin grid uses the public list (`GET /boxes`), in the default order. */
export function listBoxes(signal?: AbortSignal): Promise<Box[]> {
  return listProducts<Box>('boxes', DEFAULT_SORT, signal);
}
