import { apiRequest } from '../../../lib/api-client';

/** `DELETE /contacts/{id}`, authenticated by the admin cookie (SPEC §7). */
export function deleteContactMessage(id: string): Promise<unknown> {
  return apiRequest(`/contacts/${encodeURIComponent(id)}`, { method: 'DELETE', token: null });
}
