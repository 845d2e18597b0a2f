import { apiRequest } from '../../../lib/api-client';
import { getAdminToken } from '../../../lib/auth-tokens';
import type { OrderStatus } from '../../../lib/orders/order';

/** `PATCH /orders/{id}` `{status}` with the admin token: any status from any other (SPEC §4). */
export function changeOrderStatus(id: string, status: OrderStatus): Promise<unknown> {
  return apiRequest(`/orders/${encodeURIComponent(id)}`, { method: 'PATCH', json: { status }, token: getAdminToken() });
}
