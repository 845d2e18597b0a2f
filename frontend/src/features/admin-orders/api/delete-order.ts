import { apiRequest } from '../../../lib/api-client';
import { getAdminToken } from '../../../lib/auth-tokens';

/** `DELETE /orders/{id}` with the admin token. */
export function deleteOrder(id: string): Promise<unknown> {
  return apiRequest(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE', token: getAdminToken() });
}
