import { bareApi } from '../../../lib/api/client';

/** `DELETE /contacts/{id}`, authenticated by the admin cookie (SPEC §7). */
export async function deleteContactMessage(id: string): Promise<void> {
  await bareApi.DELETE('/contacts/{id}', { params: { path: { id } } });
}
