import { formatShopDate, type CalendarDay } from '@shop-rules/fulfilment-schedule';

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
export function strandedDays(days: readonly CalendarDay[]): StrandedDay[] {
  return days.flatMap(({ date, booked, capacity, reason }) => {
    if (booked === 0) return [];
    if (reason === 'closed') return [{ date, booked, problem: 'the shop is now closed that weekday' }];
    if (reason === 'blackout') return [{ date, booked, problem: 'it is now a holiday' }];
    if (booked > capacity) return [{ date, booked, problem: `only ${capacity} place${capacity === 1 ? '' : 's'} now` }];
    return [];
  });
}

/** One line per date, e.g. "Saturday, November 28, 2026: 13 orders, only 5 places now". */
export function strandedDayText({ date, booked, problem }: StrandedDay): string {
  return `${formatShopDate(date)}: ${ordersText(booked)}, ${problem}`;
}
