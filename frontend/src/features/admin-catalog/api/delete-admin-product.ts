import { apiRequest } from '../../../lib/api-client';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { writeToken } from './write-token';

/** `DELETE /{resource}/{id}`. */
export function deleteAdminProduct(kind: AdminCatalogKind, id: string): Promise<unknown> {
  return apiRequest(`/${kind.resource}/${encodeURIComponent(id)}`, { method: 'DELETE', token: writeToken(kind) });
}
