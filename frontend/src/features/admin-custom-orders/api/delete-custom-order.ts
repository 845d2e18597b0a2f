import { apiRequest } from '../../../lib/api-client';
import { getAdminToken } from '../../../lib/auth-tokens';

/** `DELETE /custom-orders/{id}` with the admin token; 404 when it is already gone. */
export function deleteCustomOrder(id: string): Promise<unknown> {
  return apiRequest(`/custom-orders/${encodeURIComponent(id)}`, { method: 'DELETE', token: getAdminToken() });
}
