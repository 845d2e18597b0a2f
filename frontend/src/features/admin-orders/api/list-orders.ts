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
  /** A fulfilment date YYYY-MM-DD: only the orders for it, deliveries first; empty for every date. */
  date: string;
}

/** The largest page the server sends (ORDER_PAGE_MAX_SIZE): a day's orders come in as few calls as it allows. */
const LARGEST_PAGE = 100;

async function fetchPage(
  { page, search, date }: OrdersQuery,
  size: number,
  signal?: AbortSignal,
): Promise<{ orders: Order[]; total: number }> {
  const { data, headers } = await apiRequestWithHeaders<Order[]>('/orders', {
    token: getAdminToken(),
    query: { page, size, search: search || undefined, date: date || undefined },
    signal,
  });
  const orders = Array.isArray(data) ? data : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  // Without the header (an older gateway) the page itself is all there is to count.
  return { orders, total: Number.isFinite(total) ? total : orders.length };
}

/**
 * `GET /orders?page&size&search&date` with the admin token (and the admin cookie, which always
 * goes): one page (newest first; for a date, deliveries first, then pickups by window), and in
 * `X-Total-Count` how many orders match.
 */
export async function listOrders(query: OrdersQuery, signal?: AbortSignal): Promise<AdminOrderPage> {
  return { page: query.page, ...(await fetchPage(query, ORDERS_PAGE_SIZE, signal)) };
}

/** Every order for a fulfilment date, in the server's order for the day (for batch printing). */
export async function listOrdersForDate(date: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const found = await fetchPage({ page, search: '', date }, LARGEST_PAGE);
    orders.push(...found.orders);
    if (found.orders.length < LARGEST_PAGE || orders.length >= found.total) return orders;
  }
}
