import { bareApi, bearer, formBody } from '../../../lib/api/client';
import { getBoxesAdminToken } from '../../../lib/auth-tokens';

export interface BoxFormValues {
  name: string;
  price: string;
  image: File | null;
}

/** `POST /boxes` multipart {name, price, image}, sent as typed: no client checks (SPEC §5). */
export async function createBox(values: BoxFormValues, idempotencyKey: string): Promise<void> {
  const formData = new FormData();
  formData.append('name', values.name);
  formData.append('price', values.price);
  if (values.image) formData.append('image', values.image);
  await bareApi.POST('/boxes', {
    body: formBody(formData),
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    headers: bearer(getBoxesAdminToken()),
  });
}
