import type { PriceValue } from '../../../lib/types/catalog';

/** The statuses the admin may choose, in this order; any may follow any (SPEC §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderDelivery = 'pickup' | 'delivery';

/**
 * One ordered line as the admin reads it. `price`/`totalPrice` are the unit price including a
 * sheet, `basePrice` the product alone; old orders may lack any of them (SPEC §9).
 */
export interface AdminOrderLine {
  productId?: string;
  name: string;
  quantity: number;
  price?: PriceValue | null;
  basePrice?: PriceValue | null;
  totalPrice?: PriceValue | null;
  selectedSheet?: { id: string; name: string; price: number } | null;
}

/** Where the order goes, as typed at checkout; old orders may lack some fields. */
export interface OrderAddress {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

/**
 * An order as the admin list reads it (`GET /orders`, SPEC §3). Old orders may lack `status`
 * (shown as Pending), `subtotal` and `total` (computed, SPEC §9).
 */
export interface AdminOrder {
  _id: string;
  orderId: string;
  status?: OrderStatus | null;
  delivery: OrderDelivery;
  subtotal?: number | null;
  deliveryFee?: number | null;
  total?: number | null;
  cart: AdminOrderLine[];
  createdAt: string;
  userEmail?: string;
  form?: OrderAddress;
}

/** One page of the list: its number, its orders and how many orders match in all (`X-Total-Count`). */
export interface AdminOrderPage {
  page: number;
  orders: AdminOrder[];
  total: number;
}
