import { adminPageOf } from '../admin/admin-pages';
import { bareApi, bearer } from '../api/client';
import { getAdminToken } from '../auth-tokens';
import type { Order } from '../api/schemas';

/** The largest page the server sends (PAGE_MAX_SIZE): a day's orders come in as few calls as it allows. */
const LARGEST_PAGE = 100;

/** Which orders: a 1-based page, part of an orderId (empty: any) and a fulfilment date (empty: every date). */
export interface AdminOrderPageQuery {
  page: number;
  search: string;
  date: string;
}

/**
 * `GET /orders?page&size&search&date` with the admin token (and the admin cookie, which always
 * goes): one page (newest first; for a date, deliveries first, then pickups by window), and in
 * `X-Total-Count` how many orders match.
 */
export async function fetchAdminOrderPage(
  { page, search, date }: AdminOrderPageQuery,
  size: number,
  signal?: AbortSignal,
): Promise<{ orders: Order[]; total: number }> {
  const { items, total } = await adminPageOf(
    bareApi.GET('/orders', {
      params: { query: { page, size, search: search || undefined, date: date || undefined } },
      headers: bearer(getAdminToken()),
      signal,
    }),
  );
  return { orders: items, total };
}

/** Every order for a fulfilment date, in the server's order for the day (batch printing, schedule checks). */
export async function listOrdersForDate(date: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const found = await fetchAdminOrderPage({ page, search: '', date }, LARGEST_PAGE);
    orders.push(...found.orders);
    if (found.orders.length < LARGEST_PAGE || orders.length >= found.total) return orders;
  }
}
