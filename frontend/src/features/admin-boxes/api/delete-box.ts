import { apiRequest } from '../../../lib/api-client';
import { getBoxesAdminToken } from '../../../lib/auth-tokens';

/** `DELETE /boxes/{id}` with the admin bearer token. */
export function deleteBox(id: string): Promise<unknown> {
  return apiRequest(`/boxes/${encodeURIComponent(id)}`, { method: 'DELETE', token: getBoxesAdminToken() });
}
