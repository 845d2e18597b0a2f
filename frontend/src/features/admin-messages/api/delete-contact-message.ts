import { api } from '../../../lib/api/client';

/** `DELETE /contacts/{id}`, authenticated by the admin cookie (SPEC §7). */
export async function deleteContactMessage(id: string): Promise<void> {
  await api.DELETE('/contacts/{id}', { params: { path: { id } } });
}
