import {
  formatShopDate,
  formatWindow,
  minutesOf,
  weekdayOf,
  type AdminCalendarDay,
  type FulfilmentSettings,
} from '@shop-rules/fulfilment-schedule';
import type { Order } from '../../../lib/api/schemas';
import { orderStatus } from '../../../lib/orders/order-rules';

/** A date that already has orders but that the saved settings close or overfill. */
export interface StrandedDay {
  date: string;
  booked: number;
  /** What now stands against those orders, in the page's words. */
  problem: string;
}

const ordersText = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

/**
 * Settings apply to new orders only: orders already booked on a date that is now closed, a
 * holiday or over its capacity stay booked, and their customers expect them. These are the dates
 * the admin should look at (call the customers, or change the settings back).
 */
export function strandedDays(days: readonly AdminCalendarDay[]): StrandedDay[] {
  return days.flatMap(({ date, booked, capacity, reason }) => {
    if (booked === 0) return [];
    if (reason === 'closed') return [{ date, booked, problem: 'the shop is now closed that weekday' }];
    if (reason === 'blackout') return [{ date, booked, problem: 'it is now a holiday' }];
    if (booked > capacity) return [{ date, booked, problem: `only ${capacity} place${capacity === 1 ? '' : 's'} now` }];
    return [];
  });
}

/** Open dates with bookings: their pickups are checked against the new opening hours. */
export function openBookedDays(days: readonly AdminCalendarDay[]): AdminCalendarDay[] {
  return days.filter(({ booked, reason }) => booked > 0 && reason !== 'closed' && reason !== 'blackout');
}

/**
 * The dates whose booked pickup times the saved opening hours no longer cover (a later opening, an
 * earlier closing): those customers would come while the shop is shut. `orders` are every order
 * of those dates; cancelled ones and deliveries do not count.
 */
export function strandedPickups(settings: FulfilmentSettings, orders: readonly Order[]): StrandedDay[] {
  const outside = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const order of orders) {
    const { date, window } = order.fulfilment ?? {};
    if (!date || !window || order.delivery !== 'pickup' || orderStatus(order) === 'Cancelled') continue;
    const hours = settings.openingHours[weekdayOf(date)];
    if (hours && minutesOf(window.start) >= minutesOf(hours.open) && minutesOf(window.end) <= minutesOf(hours.close)) {
      continue;
    }
    outside.set(date, (outside.get(date) ?? new Set()).add(formatWindow(window)));
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return [...outside.entries()]
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([date, windows]) => ({
      date,
      booked: counts.get(date) ?? 0,
      problem: `picked up at ${[...windows].join(', ')}, now outside the opening hours`,
    }));
}

/** One line per date, e.g. "Saturday, November 28, 2026: 13 orders, only 5 places now". */
export function strandedDayText({ date, booked, problem }: StrandedDay): string {
  return `${formatShopDate(date)}: ${ordersText(booked)}, ${problem}`;
}
