import { apiRequest } from '../../../lib/api-client';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { writeToken } from './write-token';

/** `PUT /{resource}/{id}` multipart: only the fields sent change; images sent replace the old ones. */
export function updateAdminProduct(
  kind: AdminCatalogKind,
  id: string,
  formData: FormData,
  idempotencyKey: string,
): Promise<unknown> {
  return apiRequest(`/${kind.resource}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    formData,
    token: writeToken(kind),
    idempotencyKey,
  });
}
