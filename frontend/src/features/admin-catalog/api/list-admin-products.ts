import { listProducts } from '../../../lib/catalog/list-products';
import type { AdminProduct } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** `GET /{resource}`: the public list (default order, price low to high). */
export function listAdminProducts(
  resource: AdminCatalogKind['resource'],
  signal?: AbortSignal,
): Promise<AdminProduct[]> {
  return listProducts<AdminProduct>(resource, undefined, signal);
}
