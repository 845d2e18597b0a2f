import type { Order } from '../../../lib/orders/order';

/** One page of the admin list: its number, its orders and how many orders match in all (`X-Total-Count`). */
export interface AdminOrderPage {
  page: number;
  orders: Order[];
  total: number;
}
