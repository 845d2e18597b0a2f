import { apiRequest } from '../../../lib/api-client';
import { getAdminToken } from '../../../lib/auth-tokens';
import type { CustomOrder } from '../model/custom-order';

/** `GET /custom-orders` with the admin token (and the admin cookie, which always goes): newest first. */
export async function listCustomOrders(signal?: AbortSignal): Promise<CustomOrder[]> {
  const data = await apiRequest<CustomOrder[]>('/custom-orders', { token: getAdminToken(), signal });
  return Array.isArray(data) ? data : [];
}
