import type { Product } from '../../../lib/api/schemas';
import { listProducts } from '../../../lib/catalog/list-products';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** `GET /{resource}`: the public list (default order, price low to high). */
export function listAdminProducts(resource: AdminCatalogKind['resource'], signal?: AbortSignal): Promise<Product[]> {
  return listProducts(resource, undefined, signal);
}
