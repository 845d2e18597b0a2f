import type { Order } from '../../../lib/api/schemas';

/** One page of the admin list: its number, its orders and how many orders match in all (`X-Total-Count`). */
export interface AdminOrderPage {
  page: number;
  orders: Order[];
  total: number;
}
