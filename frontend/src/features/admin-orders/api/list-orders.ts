import { fetchAdminOrderPage, type AdminOrderPageQuery } from '../../../lib/orders/admin-order-pages';
import type { AdminOrderPage } from '../model/admin-order';
import { ORDERS_PAGE_SIZE } from '../model/order-rules';

/** A page of the admin list: `page` 1-based, `search` part of an orderId, `date` a fulfilment date (both may be empty). */
export type OrdersQuery = AdminOrderPageQuery;

/** One page of 10 (newest first; for a date, deliveries first, then pickups by window) and how many match. */
export async function listOrders(query: OrdersQuery, signal?: AbortSignal): Promise<AdminOrderPage> {
  return { page: query.page, ...(await fetchAdminOrderPage(query, ORDERS_PAGE_SIZE, signal)) };
}
