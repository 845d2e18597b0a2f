import { bareApi, bearer, formBody } from '../../../lib/api/client';
import { getBoxesAdminToken } from '../../../lib/auth-tokens';
import type { BoxFormValues } from './create-box';

/** Only the fields the admin filled in go into the multipart body (SPEC §5). */
export function buildBoxUpdate(values: BoxFormValues): FormData {
  const formData = new FormData();
  if (values.name.trim() !== '') formData.append('name', values.name);
  if (values.price.trim() !== '') formData.append('price', values.price);
  if (values.image) formData.append('image', values.image);
  return formData;
}

/** `PUT /boxes/{id}` multipart with the optional {name, price, image}. */
export async function updateBox(id: string, values: BoxFormValues, idempotencyKey: string): Promise<void> {
  await bareApi.PUT('/boxes/{id}', {
    params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    body: formBody(buildBoxUpdate(values)),
    headers: bearer(getBoxesAdminToken()),
  });
}
