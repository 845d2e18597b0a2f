import { apiRequest } from '../../../lib/api-client';
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
export function updateBox(id: string, values: BoxFormValues, idempotencyKey: string): Promise<unknown> {
  return apiRequest(`/boxes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    formData: buildBoxUpdate(values),
    token: getBoxesAdminToken(),
    idempotencyKey,
  });
}
