import type { Fulfilment } from '@shop-rules/fulfilment-schedule';
import type { PriceValue } from '../types/catalog';

/*
 * An order as the SPA reads it (SPEC §3 Order), for the shopper's My Orders and the admin list
 * alike. Old orders may lack `status`, `subtotal`, `deliveryFee` and `total` (SPEC §9 says how
 * to show them: lib/orders/order-rules).
 */

/** Every status an order can have, in the admin's order; any may follow any (SPEC §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderDelivery = 'pickup' | 'delivery';

/** One ordered line: `price`/`totalPrice` are the unit price with the sheet, `basePrice` without it. */
export interface OrderLine {
  productId?: string;
  name: string;
  quantity: number;
  price?: PriceValue | null;
  basePrice?: PriceValue | null;
  totalPrice?: PriceValue | null;
  selectedSheet?: { id: string; name: string; price: number } | null;
  image?: string | null;
}

/** Where the order goes, as typed at checkout, with the card message if any; old orders may lack some fields. */
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
  /** The gift card's text (issue 13), may span lines; absent when none was written. */
  cardMessage?: string;
}

export interface Order {
  _id: string;
  /** Short and readable, e.g. BB-20261123-K7Q2XM. */
  orderId: string;
  status?: OrderStatus | null;
  delivery: OrderDelivery;
  subtotal?: number | null;
  deliveryFee?: number | null;
  total?: number | null;
  cart: OrderLine[];
  createdAt: string;
  userEmail?: string;
  form?: OrderAddress;
  /** The date (and for pickup the window) it is for (issue 13); absent on orders placed before dates existed. */
  fulfilment?: Fulfilment;
}
