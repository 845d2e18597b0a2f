import { bareApi, bearer, formBody } from '../../../lib/api/client';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { writeToken } from './write-token';

/** `POST /{resource}` multipart (SPEC §7); the key makes a repeated submission safe. */
export async function createAdminProduct(
  kind: AdminCatalogKind,
  formData: FormData,
  idempotencyKey: string,
): Promise<void> {
  await bareApi.POST(`/${kind.resource}`, {
    body: formBody(formData),
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    headers: bearer(writeToken(kind)),
  });
}
