import { apiRequest } from '../../../lib/api-client';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { writeToken } from './write-token';

/** `POST /{resource}` multipart (SPEC §7); the key makes a repeated submission safe. */
export function createAdminProduct(
  kind: AdminCatalogKind,
  formData: FormData,
  idempotencyKey: string,
): Promise<unknown> {
  return apiRequest(`/${kind.resource}`, {
    method: 'POST',
    formData,
    token: writeToken(kind),
    idempotencyKey,
  });
}
