import type { Order } from '../../../lib/api/schemas';
import { orderStatus } from '../../../lib/orders/order-rules';

/* A date's prints: what goes on them, and what is left out. */

/** A date's prints: every ticket, or the driver's list of its deliveries. */
export type DayPrintKind = 'tickets' | 'driver-list';

/** A cancelled order is neither made nor delivered: it stays off a date's prints. */
export function isCancelled(order: Pick<Order, 'status'>): boolean {
  return orderStatus(order) === 'Cancelled';
}

/** What a date's print takes: its orders (deliveries only for the driver), less the cancelled ones, counted. */
export function dayPrintOrders(kind: DayPrintKind, all: readonly Order[]): { orders: Order[]; cancelled: number } {
  const wanted = kind === 'driver-list' ? all.filter((order) => order.delivery === 'delivery') : all;
  const orders = wanted.filter((order) => !isCancelled(order));
  return { orders, cancelled: wanted.length - orders.length };
}

/** "1 cancelled order not printed" / "2 cancelled deliveries not printed"; '' when none was left out. */
export function cancelledNote(kind: DayPrintKind, cancelled: number): string {
  if (cancelled <= 0) return '';
  const what =
    kind === 'driver-list' ? (cancelled === 1 ? 'delivery' : 'deliveries') : cancelled === 1 ? 'order' : 'orders';
  return `${cancelled} cancelled ${what} not printed`;
}
