import { api, bearer, dataOf } from '../../../lib/api/client';
import type { Order } from '../../../lib/api/schemas';

/** `GET /orders/my` with the customer token as the bearer (SPEC §7): the caller's orders, newest first. */
export async function listMyOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  const orders: unknown = await dataOf(api.GET('/orders/my', { headers: bearer(token), signal }));
  return Array.isArray(orders) ? (orders as Order[]) : [];
}
