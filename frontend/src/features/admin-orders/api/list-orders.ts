import { apiRequestWithHeaders } from '../../../lib/api-client';
import { getAdminToken } from '../../../lib/auth-tokens';
import type { Order } from '../../../lib/orders/order';
import type { AdminOrderPage } from '../model/admin-order';
import { ORDERS_PAGE_SIZE } from '../model/order-rules';

export interface OrdersQuery {
  /** 1-based. */
  page: number;
  /** Part of an orderId (the server matches it case-insensitively); empty for all orders. */
  search: string;
}

/**
 * `GET /orders?page&size&search` with the admin token (and the admin cookie, which always goes):
 * one page, newest first, and in `X-Total-Count` how many orders match the search.
 */
export async function listOrders({ page, search }: OrdersQuery, signal?: AbortSignal): Promise<AdminOrderPage> {
  const { data, headers } = await apiRequestWithHeaders<Order[]>('/orders', {
    token: getAdminToken(),
    query: { page, size: ORDERS_PAGE_SIZE, search: search || undefined },
    signal,
  });
  const orders = Array.isArray(data) ? data : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  // Without the header (an older gateway) the page itself is all there is to count.
  return { page, orders, total: Number.isFinite(total) ? total : orders.length };
}
