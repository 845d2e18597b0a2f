import { bareApi, bearer, formBody } from '../../../lib/api/client';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { writeToken } from './write-token';

/** `PUT /{resource}/{id}` multipart: only the fields sent change; images sent replace the old ones. */
export async function updateAdminProduct(
  kind: AdminCatalogKind,
  id: string,
  formData: FormData,
  idempotencyKey: string,
): Promise<void> {
  await bareApi.PUT(`/${kind.resource}/{id}`, {
    params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    body: formBody(formData),
    headers: bearer(writeToken(kind)),
  });
}
