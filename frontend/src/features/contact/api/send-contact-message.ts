import { bareApi } from '../../../lib/api/client';
import type { ContactFormValues } from '../model/contact-form';

/**
 * `POST /contacts` {name, phone, email, subject, message}, with no authentication (SPEC §7):
 * a signed-in shopper's token is not sent. The answer is not read.
 */
export async function sendContactMessage(values: ContactFormValues, idempotencyKey: string): Promise<void> {
  const { name, phone, email, subject, message } = values;
  await bareApi.POST('/contacts', {
    body: { name, phone, email, subject, message },
    params: { header: { 'Idempotency-Key': idempotencyKey } },
  });
}
