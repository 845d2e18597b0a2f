import { adminPageOf } from '../../../lib/admin/admin-pages';
import { bareApi, bearer, dataOf } from '../../../lib/api/client';
import type { CustomOrder, CustomOrderCounts } from '../../../lib/api/schemas';
import { getAdminToken } from '../../../lib/auth-tokens';
import { CUSTOM_ORDERS_PAGE_SIZE, type CustomOrderFilter } from '../model/custom-order-rules';

/** One page of the admin's table: its filter and number, its orders, and how many match in all. */
export interface CustomOrderPage {
  filter: CustomOrderFilter;
  page: number;
  items: CustomOrder[];
  total: number;
}

/**
 * `GET /custom-orders?page&size&type` with the admin token (and the admin cookie, which always
 * goes): one page, newest first, of one type or all.
 */
export async function listCustomOrders(
  filter: CustomOrderFilter,
  page: number,
  signal?: AbortSignal,
): Promise<CustomOrderPage> {
  const { items, total } = await adminPageOf(
    bareApi.GET('/custom-orders', {
      params: { query: { page, size: CUSTOM_ORDERS_PAGE_SIZE, type: filter === 'all' ? undefined : filter } },
      headers: bearer(getAdminToken()),
      signal,
    }),
  );
  return { filter, page, items, total };
}

/** `GET /custom-orders/counts`: how many orders each filter shows. */
export function countCustomOrders(signal?: AbortSignal): Promise<CustomOrderCounts> {
  return dataOf(bareApi.GET('/custom-orders/counts', { headers: bearer(getAdminToken()), signal }));
}
