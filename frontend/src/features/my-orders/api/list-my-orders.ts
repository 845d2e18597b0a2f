import { apiRequest } from '../../../lib/api-client';
import type { Order } from '../../../lib/orders/order';

/** `GET /orders/my` with the customer token as the bearer (SPEC §7): the caller's orders, newest first. */
export async function listMyOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  const orders = await apiRequest<Order[]>('/orders/my', { token, signal });
  return Array.isArray(orders) ? orders : [];
}
