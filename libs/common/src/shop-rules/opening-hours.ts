// Derived from the admin's fulfilment settings (issue 13), so the footer, the contact page and the
// order status page never state hours the schedule no longer keeps.
import { addDays } from './shop-calendar.js';
import type { FulfilmentSettings, OpeningHours } from './fulfilment-schedule.js';

/** One weekday of the shop week. */
export class WeekdayOpeningHours {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** null when the shop is closed that day. */
  hours: OpeningHours | null;
}

/** The shop's opening hours as the admin's schedule keeps them, and the holidays coming up. */
export class ShopOpeningHours {
  /** @example 'America/New_York' */
  timeZone: string;
  /** Seven entries, Monday first (as the summary reads). */
  week: WeekdayOpeningHours[];
  /**
   * Closed days read "Sun closed".
   * @example 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00'
   */
  summary: string;
  /** Holidays (blackout dates) from today through the next `UPCOMING_CLOSURE_DAYS` days, sorted. */
  upcomingClosures: string[];
}

/** How far ahead the contact page lists holidays. */
export const UPCOMING_CLOSURE_DAYS = 30;

const SHORT_WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The weekdays in the order the week is read (0 = Sunday last). */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
/** Between the summary's runs of days. */
const RUN_SEPARATOR = ' · ';

/** "10:00–20:00", or "closed" for a day the shop is closed. */
export function dayHoursText({ hours }: WeekdayOpeningHours): string {
  return hours ? `${hours.open}–${hours.close}` : 'closed';
}

/** The week as the settings keep it: a closed weekday has no hours, whatever hours it still holds. */
export function weekOf(settings: Pick<FulfilmentSettings, 'openingHours' | 'closedWeekdays'>): WeekdayOpeningHours[] {
  return MONDAY_FIRST.map((weekday) => ({
    weekday,
    hours: settings.closedWeekdays.includes(weekday) ? null : (settings.openingHours[weekday] ?? null),
  }));
}

/** Days in a row with the same hours as one range each: ["Mon–Sat 10:00–20:00", "Sun closed"]. */
export function weekRuns(week: WeekdayOpeningHours[]): string[] {
  const runs: { first: number; last: number; text: string }[] = [];
  for (const day of week) {
    const text = dayHoursText(day);
    const run = runs.at(-1);
    if (run?.text === text) run.last = day.weekday;
    else runs.push({ first: day.weekday, last: day.weekday, text });
  }
  return runs.map(({ first, last, text }) => {
    const days =
      first === last ? SHORT_WEEKDAY_NAMES[first] : `${SHORT_WEEKDAY_NAMES[first]}–${SHORT_WEEKDAY_NAMES[last]}`;
    return `${days} ${text}`;
  });
}

/** The week in one line: "Mon–Sat 10:00–20:00 · Sun closed". */
export function summarizeWeek(week: WeekdayOpeningHours[]): string {
  return weekRuns(week).join(RUN_SEPARATOR);
}

/** What the public opening-hours answer holds, for the shop day `today`. */
export function shopOpeningHours(settings: FulfilmentSettings, today: string, timeZone: string): ShopOpeningHours {
  const week = weekOf(settings);
  const lastDay = addDays(today, UPCOMING_CLOSURE_DAYS);
  return {
    timeZone,
    week,
    summary: summarizeWeek(week),
    upcomingClosures: settings.blackoutDates.filter((date) => date >= today && date <= lastDay),
  };
}
