import { bareApi, formBody } from '../../../lib/api/client';
import type { CustomOrderData } from '../model/custom-order-form';

/**
 * `POST /custom-orders` as multipart (SPEC §7): part `data` holds the JSON, part `uploadImage`
 * the picture when one goes along. Public: a signed-in shopper's token is not sent. The stored
 * order that comes back is not read (the page only says whether it worked).
 */
export async function submitCustomOrder(
  data: CustomOrderData,
  image: File | null,
  idempotencyKey: string,
): Promise<void> {
  const formData = new FormData();
  formData.append('data', JSON.stringify(data));
  if (image) formData.append('uploadImage', image);
  await bareApi.POST('/custom-orders', {
    body: formBody(formData),
    params: { header: { 'Idempotency-Key': idempotencyKey } },
  });
}
