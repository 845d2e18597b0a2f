import { addDays, shopDayOf } from '@shop-rules/shop-calendar';
import { formatFulfilment, formatShopDate, isShopDate } from '@shop-rules/fulfilment-schedule';
import type { Order } from '../../../lib/api/schemas';

/* The day's work: which fulfilment date the admin list shows, and how an order's date reads. */

/** What the date filter offers: every order, today's, tomorrow's or another date's. */
export type DateChoice = 'all' | 'today' | 'tomorrow' | 'other';

/** The shop's today and tomorrow (YYYY-MM-DD, the shop's time zone, whatever the browser's). */
export function shopDays(now = new Date()): { today: string; tomorrow: string } {
  const today = shopDayOf(now);
  return { today, tomorrow: addDays(today, 1) };
}

/** The fulfilment date a choice stands for; '' for every date, or for another date not yet typed. */
export function dateOfChoice(choice: DateChoice, otherDate: string, now = new Date()): string {
  const { today, tomorrow } = shopDays(now);
  if (choice === 'today') return today;
  if (choice === 'tomorrow') return tomorrow;
  if (choice === 'other') return isShopDate(otherDate) ? otherDate : '';
  return '';
}

/** "Delivery on Friday, November 27, 2026" / "Pickup on …, 10:00–12:00"; null for an order placed before dates existed. */
export function fulfilmentOf(order: Pick<Order, 'delivery' | 'fulfilment'>): string | null {
  return order.fulfilment && isShopDate(order.fulfilment.date) ? formatFulfilment(order.delivery, order.fulfilment) : null;
}

/** As the list shows it: an older order's date as '—'. */
export function fulfilmentText(order: Pick<Order, 'delivery' | 'fulfilment'>): string {
  return fulfilmentOf(order) ?? '—';
}

/** "Friday, November 27, 2026". */
export { formatShopDate };
