import type { OrderStatus } from '../../../lib/orders/order';

/**
 * Sales of the shop days `from`..`to` (YYYY-MM-DD, New Jersey time): orders placed then that are
 * not cancelled, and their totals with delivery in US dollars.
 */
export interface SalesFigures {
  from: string;
  to: string;
  orders: number;
  revenue: number;
}

export interface TopProduct {
  kind: string;
  productId: string;
  name: string;
  quantity: number;
}

/** Why a coming day cannot be chosen at checkout. */
export type UnavailableReason = 'past' | 'too-soon' | 'closed' | 'blackout' | 'full';

/** One coming day: orders booked for it (pickup and delivery) against its capacity. */
export interface DayLoad {
  date: string;
  booked: number;
  capacity: number;
  available: boolean;
  reason?: UnavailableReason;
}

/** `GET /api/admin/dashboard`: figures the orders and messaging services computed. */
export interface AdminDashboard {
  today: string;
  sales: { today: SalesFigures; week: SalesFigures; month: SalesFigures };
  /** The last seven shop days, today last. */
  lastSevenDays: SalesFigures[];
  byStatus: { status: OrderStatus; orders: number }[];
  topProducts: { from: string; to: string; products: TopProduct[] };
  /** Every stored custom order: they stay Pending until the admin deletes them. */
  customOrders: { open: number };
  /** Messages received after the newest one the Messages page has shown. */
  messages: { unread: number };
  /** The next seven days by the date orders are for, today first (issue 13). */
  comingSevenDays: DayLoad[];
}
