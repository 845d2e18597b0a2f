import type { SortOrder } from '../../../config/catalog';
import { listProducts } from '../../../lib/catalog/list-products';
import type { Keychain } from '../../../lib/types/catalog';

/** `GET /keychains?sort=…` (SPEC §7). */
export function getKeychains(sort: SortOrder, signal?: AbortSignal): Promise<Keychain[]> {
  return listProducts<Keychain>('keychains', sort, signal);
}
