import {
  TIME_OF_DAY_PATTERN,
  isShopDate,
  type CalendarDay,
  type Fulfilment,
  type FulfilmentCalendar,
  type FulfilmentMode,
  type PickupWindow,
  type UnavailableReason,
} from '@shop-rules/fulfilment-schedule';
import { formatLongDay } from '../../../lib/format-shop-day';

/*
 * The date (and, for pickup, the time window) the shopper chose in step 2 (issue 13), checked
 * against the shop's calendar. The server checks it again and has the last word.
 */

function isWindow(value: unknown): value is PickupWindow {
  if (!value || typeof value !== 'object') return false;
  const { start, end } = value as Record<string, unknown>;
  return typeof start === 'string' && TIME_OF_DAY_PATTERN.test(start) && typeof end === 'string' && TIME_OF_DAY_PATTERN.test(end);
}

/** A choice read back from session storage; anything damaged is no choice. */
export function parseFulfilment(value: unknown): Fulfilment | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { date, window } = value as Record<string, unknown>;
  if (!isShopDate(date)) return undefined;
  return isWindow(window) ? { date, window: { start: window.start, end: window.end } } : { date };
}

export const sameWindow = (a: PickupWindow | undefined, b: PickupWindow | undefined) =>
  Boolean(a && b && a.start === b.start && a.end === b.end);

/** The choice as it goes in `POST /orders`: no window for delivery. */
export function fulfilmentToSend(mode: FulfilmentMode, choice: Fulfilment): Fulfilment {
  return mode === 'pickup' && choice.window ? { date: choice.date, window: choice.window } : { date: choice.date };
}

/** What still stands between the choice and Confirm Order, or null when it is complete. */
export type ChoiceGap = 'no-date' | 'date-unavailable' | 'no-window' | 'window-unavailable';

export function choiceGap(calendar: FulfilmentCalendar, choice: Fulfilment | undefined): ChoiceGap | null {
  if (!choice) return 'no-date';
  const day = calendar.days.find((candidate) => candidate.date === choice.date);
  if (!day?.available) return 'date-unavailable';
  if (calendar.mode === 'delivery') return null;
  if (!choice.window) return 'no-window';
  const window = day.windows.find((candidate) => sameWindow(candidate, choice.window));
  return window?.available ? null : 'window-unavailable';
}

export const firstOpenWindow = (day: CalendarDay): PickupWindow | undefined => {
  const open = day.windows.find((window) => window.available);
  return open && { start: open.start, end: open.end };
};

/** The earliest date the shop can do (with its first open window for pickup), or undefined when none. */
export function earliestChoice(calendar: FulfilmentCalendar): Fulfilment | undefined {
  for (const day of calendar.days) {
    if (!day.available) continue;
    if (calendar.mode === 'delivery') return { date: day.date };
    const window = firstOpenWindow(day);
    if (window) return { date: day.date, window };
  }
  return undefined;
}

/** Why a date cannot be chosen, in words (read with the date by screen readers). */
export const UNAVAILABLE_TEXT: Record<UnavailableReason, string> = {
  past: 'unavailable, in the past',
  'too-soon': 'unavailable, too soon to prepare',
  closed: 'unavailable, the shop is closed',
  blackout: 'unavailable, holiday',
  full: 'unavailable, fully booked',
};

/** The short word shown on a date that cannot be chosen; none for past or too-soon dates (they are greyed). */
export const UNAVAILABLE_MARK: Partial<Record<UnavailableReason, string>> = {
  closed: 'Closed',
  blackout: 'Holiday',
  full: 'Full',
};

/** What the step says while the choice is not complete. */
export const GAP_TEXT: Record<ChoiceGap, string> = {
  'no-date': 'Choose a date.',
  'date-unavailable': 'The date you chose is no longer available: please choose another.',
  'no-window': 'Choose a pickup time.',
  'window-unavailable': 'The pickup time you chose is no longer available: please choose another.',
};

const UTC_MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** `2026-11-27` → `Friday, November 27` (a shop day, read as written, whatever the browser's zone). */
export const dayLabel = formatLongDay;
export const monthLabel = (date: string) => UTC_MONTH.format(new Date(`${date}T00:00:00Z`));

/** The calendar's days by month, each month with how many blank cells go before its first day (weeks start on Sunday). */
export function calendarMonths(days: readonly CalendarDay[]): { month: string; lead: number; days: CalendarDay[] }[] {
  const months: { month: string; lead: number; days: CalendarDay[] }[] = [];
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.days.push(day);
    else months.push({ month, lead: day.weekday, days: [day] });
  }
  return months;
}
