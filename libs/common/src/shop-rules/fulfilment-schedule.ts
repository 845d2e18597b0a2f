// Fulfilment dates (issue 13), shared by the SPA's calendar and the orders service. Days and minutes
// are the shop's wall clock, so daylight saving moves nothing ("10:00–12:00" all year).
import type { DeliveryOption } from './order-statuses.js';
import { SHOP_TIME_ZONE, addDays, daysBetween, shopClockOf } from './shop-calendar.js';

export type FulfilmentMode = DeliveryOption;

// Classes so that the API document is made from them (ADR 0016): a field's comment is its description.

/** A weekday's opening hours, 'HH:MM' 24 h, shop time; open < close. */
export class OpeningHours {
  /** @example '10:00' */
  open: string;
  /** @example '20:00' */
  close: string;
}

/** A pickup time window, shop time ('HH:MM', 24 h), inside the day's opening hours. */
export class PickupWindow {
  /** @example '10:00' */
  start: string;
  /** @example '12:00' */
  end: string;
}

/** The shop day an order is delivered or collected; for pickup the window. */
export class Fulfilment {
  /** The shop day, YYYY-MM-DD. @example '2026-11-27' */
  date: string;
  /** Pickup orders only. */
  window?: PickupWindow;
}

/** A date with its own capacity (0: no orders that day). */
export class CapacityOverride {
  /** YYYY-MM-DD. */
  date: string;
  capacity: number;
}

/** The shop's fulfilment rules as saved (the defaults until saved). */
export class FulfilmentSettings {
  /** 'HH:MM': an order placed at or after it cannot be for today. */
  sameDayCutoff: string;
  /** 0–14: the earliest date is today (before cutoff) / tomorrow (after) plus this many days. */
  leadTimeDays: number;
  /** 0 = Sunday … 6 = Saturday. */
  closedWeekdays: number[];
  /** YYYY-MM-DD holidays, sorted, unique. */
  blackoutDates: string[];
  /** Orders per date, pickup and delivery together, 1–1000. */
  dailyCapacity: number;
  /** Per-date capacity (0 = none that day). */
  capacityOverrides: CapacityOverride[];
  /** 7 entries, index = weekday (0 = Sunday). */
  openingHours: OpeningHours[];
  /** 30–240: pickup windows tile the opening hours (the last one may be shorter). */
  pickupWindowMinutes: number;
  /** 7–90: how many days the calendar offers, today included. */
  bookingHorizonDays: number;
  /** When last saved (ISO 8601); absent: the defaults. */
  updatedAt?: string;
}

/** The bounds the settings DTO and the admin form apply. */
export const FULFILMENT_LIMITS = {
  leadTimeDays: { min: 0, max: 14 },
  dailyCapacity: { min: 1, max: 1000 },
  overrideCapacity: { min: 0, max: 1000 },
  pickupWindowMinutes: { min: 30, max: 240 },
  bookingHorizonDays: { min: 7, max: 90 },
  /** Most blackout dates or capacity overrides kept (a year and a bit). */
  datedEntries: 400,
} as const;

/** Until the admin saves a schedule: Mon–Sat 10:00–20:00, Sun 11:00–18:00. */
const WEEKDAY_HOURS: OpeningHours = { open: '10:00', close: '20:00' };
const SUNDAY_HOURS: OpeningHours = { open: '11:00', close: '18:00' };

export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = {
  sameDayCutoff: '14:00',
  leadTimeDays: 0,
  closedWeekdays: [],
  blackoutDates: [],
  dailyCapacity: 40,
  capacityOverrides: [],
  openingHours: [SUNDAY_HOURS, ...Array.from({ length: 6 }, () => WEEKDAY_HOURS)],
  pickupWindowMinutes: 120,
  bookingHorizonDays: 30,
};

export type UnavailableReason = 'past' | 'too-soon' | 'closed' | 'blackout' | 'full';

// The calendar as the API answers it: the shopper's days, and the admin's with each date's load.

/** A pickup window of a calendar day. */
export class CalendarWindow extends PickupWindow {
  /** false when the day cannot be chosen or the window has begun (today's). */
  available: boolean;
}

/** One shop day of the fulfilment calendar. */
export class CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  available: boolean;
  /** Why it cannot be chosen. */
  reason?: UnavailableReason;
  /** Pickup only; [] for delivery. */
  windows: CalendarWindow[];
}

/** One shop day of the fulfilment calendar, with its load (admin). */
export class AdminCalendarDay extends CalendarDay {
  /** Orders the date takes, pickup and delivery together. */
  capacity: number;
  /** Orders already booked for the date. */
  booked: number;
}

/** What both calendars say besides their days. */
export class CalendarFacts {
  /** @example 'America/New_York' */
  timeZone: string;
  /** The shop's today, YYYY-MM-DD. */
  today: string;
  /** ISO 8601. */
  generatedAt: string;
  mode: FulfilmentMode;
}

/** The dates the shop can fulfil, today to the booking horizon. */
export class FulfilmentCalendar extends CalendarFacts {
  days: CalendarDay[];
}

/** The dates the shop can fulfil, today to the booking horizon, each with its capacity and bookings. */
export class AdminFulfilmentCalendar extends CalendarFacts {
  days: AdminCalendarDay[];
}

/** Shoppers do not see a date's capacity and bookings (the shop's business). */
export function forShoppers(calendar: AdminFulfilmentCalendar): FulfilmentCalendar {
  return { ...calendar, days: calendar.days.map(({ capacity: _capacity, booked: _booked, ...day }) => day) };
}

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SHOP_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of an 'HH:MM'. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:MM' of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isShopDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    SHOP_DATE_PATTERN.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  );
}

/** 0 = Sunday … 6 = Saturday, for a shop day. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Index = weekday (0 = Sunday). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "Friday, November 27, 2026". */
export function formatShopDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** "10:00–12:00". */
export function formatWindow({ start, end }: PickupWindow): string {
  return `${start}–${end}`;
}

/** "Delivery on Friday, November 27, 2026" / "Pickup on Friday, November 27, 2026, 10:00–12:00". */
export function formatFulfilment(mode: FulfilmentMode, fulfilment: Fulfilment): string {
  const day = formatShopDate(fulfilment.date);
  const window = mode === 'pickup' && fulfilment.window ? `, ${formatWindow(fulfilment.window)}` : '';
  return `${mode === 'pickup' ? 'Pickup' : 'Delivery'} on ${day}${window}`;
}

/** The windows a pickup on this date may choose: the day's opening hours cut into equal steps. */
export function pickupWindowsFor(settings: FulfilmentSettings, date: string): PickupWindow[] {
  const hours = settings.openingHours[weekdayOf(date)];
  if (!hours) return [];
  const close = minutesOf(hours.close);
  const windows: PickupWindow[] = [];
  for (let start = minutesOf(hours.open); start < close; start += settings.pickupWindowMinutes) {
    windows.push({ start: timeOf(start), end: timeOf(Math.min(start + settings.pickupWindowMinutes, close)) });
  }
  return windows;
}

/** How many orders a date takes. */
export function capacityOn(settings: FulfilmentSettings, date: string): number {
  return settings.capacityOverrides.find((entry) => entry.date === date)?.capacity ?? settings.dailyCapacity;
}

interface ScheduleClock {
  today: string;
  minutes: number;
  afterCutoff: boolean;
  earliest: string;
  last: string;
}

/** Home delivery is published as 24–48 hours (SPEC §9): never for the day the order is placed. */
export const DELIVERY_NOTICE_DAYS = 1;

function clockAt(settings: FulfilmentSettings, now: Date, mode: FulfilmentMode, timeZone: string): ScheduleClock {
  const { day: today, minutes } = shopClockOf(now, timeZone);
  const afterCutoff = minutes >= minutesOf(settings.sameDayCutoff);
  const notice = settings.leadTimeDays + (mode === 'delivery' ? DELIVERY_NOTICE_DAYS : 0);
  const earliest = addDays(today, (afterCutoff ? 1 : 0) + notice);
  return { today, minutes, afterCutoff, earliest, last: addDays(today, settings.bookingHorizonDays - 1) };
}

/** The date's state without its windows, most telling reason first. */
function dayState(
  settings: FulfilmentSettings,
  booked: Record<string, number>,
  clock: ScheduleClock,
  date: string,
): { reason?: UnavailableReason; capacity: number; booked: number } {
  const capacity = capacityOn(settings, date);
  const taken = booked[date] ?? 0;
  const state = { capacity, booked: taken };
  if (date < clock.today) return { ...state, reason: 'past' };
  if (date < clock.earliest) return { ...state, reason: 'too-soon' };
  if (settings.closedWeekdays.includes(weekdayOf(date))) return { ...state, reason: 'closed' };
  if (settings.blackoutDates.includes(date)) return { ...state, reason: 'blackout' };
  if (taken >= capacity) return { ...state, reason: 'full' };
  return state;
}

/** A window can still be chosen unless it is today's and has begun. */
function windowOpen(clock: ScheduleClock, date: string, window: PickupWindow): boolean {
  return date !== clock.today || minutesOf(window.start) > clock.minutes;
}

function calendarDay(
  settings: FulfilmentSettings,
  booked: Record<string, number>,
  clock: ScheduleClock,
  mode: FulfilmentMode,
  date: string,
): AdminCalendarDay {
  const state = dayState(settings, booked, clock, date);
  let reason = state.reason;
  const windows =
    mode === 'pickup'
      ? pickupWindowsFor(settings, date).map((window) => ({
          ...window,
          available: !reason && windowOpen(clock, date, window),
        }))
      : [];
  // A late cutoff can leave a pickup day with every window begun: too late for that day.
  if (!reason && mode === 'pickup' && !windows.some((window) => window.available)) reason = 'too-soon';
  return {
    date,
    weekday: weekdayOf(date),
    available: !reason,
    ...(reason && { reason }),
    capacity: state.capacity,
    booked: state.booked,
    windows,
  };
}

/** The dates the shop offers from today to the horizon, each with why it cannot be chosen. */
export function fulfilmentCalendar(
  settings: FulfilmentSettings,
  booked: Record<string, number>,
  now: Date,
  mode: FulfilmentMode,
  timeZone: string = SHOP_TIME_ZONE,
): AdminFulfilmentCalendar {
  const clock = clockAt(settings, now, mode, timeZone);
  return {
    timeZone,
    today: clock.today,
    generatedAt: now.toISOString(),
    mode,
    days: daysBetween(clock.today, clock.last).map((date) => calendarDay(settings, booked, clock, mode, date)),
  };
}

/** The first date (and for pickup its first window) that can be chosen now, or null when none. */
export function earliestFulfilment(
  settings: FulfilmentSettings,
  booked: Record<string, number>,
  now: Date,
  mode: FulfilmentMode,
  timeZone: string = SHOP_TIME_ZONE,
): Fulfilment | null {
  const day = fulfilmentCalendar(settings, booked, now, mode, timeZone).days.find((entry) => entry.available);
  return day ? fulfilmentOn(day, mode) : null;
}

/** The choice an available calendar day offers first: its date, and for pickup its first open window. */
export function fulfilmentOn(day: CalendarDay, mode: FulfilmentMode): Fulfilment {
  if (mode === 'delivery') return { date: day.date };
  const { start, end } = day.windows.find((entry) => entry.available)!;
  return { date: day.date, window: { start, end } };
}

/** null when the choice is allowed; otherwise the clear message for the 400. */
export function fulfilmentProblem(
  settings: FulfilmentSettings,
  booked: Record<string, number>,
  now: Date,
  mode: FulfilmentMode,
  fulfilment: Fulfilment,
  timeZone: string = SHOP_TIME_ZONE,
): string | null {
  const { date, window } = fulfilment;
  if (!isShopDate(date)) return 'The fulfilment date must be a real date written YYYY-MM-DD, like 2026-11-27';
  const clock = clockAt(settings, now, mode, timeZone);
  const label = formatShopDate(date);
  const earliest = formatShopDate(clock.earliest);
  const state = dayState(settings, booked, clock, date);
  switch (state.reason) {
    case 'past':
      return `${label} has passed; the earliest date you can choose is ${earliest}`;
    case 'too-soon':
      if (mode === 'delivery' && date === clock.today && !clock.afterCutoff) {
        return `Home delivery takes 24–48 hours, so it cannot be for today; the earliest delivery date you can choose is ${earliest}`;
      }
      if (mode === 'delivery' && date >= addDays(clock.earliest, -DELIVERY_NOTICE_DAYS)) {
        return `Home delivery takes 24–48 hours from the order; the earliest delivery date you can choose is ${earliest}`;
      }
      if (date === clock.today && clock.afterCutoff) {
        return `Orders for today close at ${settings.sameDayCutoff} shop time; the earliest date you can choose is ${earliest}`;
      }
      return `Orders need ${settings.leadTimeDays} day${settings.leadTimeDays === 1 ? '' : 's'} notice; the earliest date you can choose is ${earliest}`;
    case 'closed':
      return `The shop is closed on ${WEEKDAY_NAMES[weekdayOf(date)]}s; please choose another date`;
    case 'blackout':
      return `The shop is closed on ${label}; please choose another date`;
    case 'full':
      return state.capacity === 0
        ? `The shop takes no orders for ${label}; please choose another date`
        : `${label} is fully booked; please choose another date`;
  }
  if (date > clock.last) {
    return `Orders can be placed at most ${settings.bookingHorizonDays} days ahead, until ${formatShopDate(clock.last)}`;
  }
  if (mode === 'delivery') {
    return window ? 'A pickup window is chosen only for pickup; a delivery order gives just the date' : null;
  }
  const windows = pickupWindowsFor(settings, date);
  if (!window) return `Please choose a pickup time window for ${label}`;
  if (!windows.some((entry) => entry.start === window.start && entry.end === window.end)) {
    return `${formatWindow(window)} is not a pickup window on ${label}; the windows are ${windows.map(formatWindow).join(', ')}`;
  }
  if (!windowOpen(clock, date, window)) {
    return `The pickup window ${formatWindow(window)} has already started; please choose a later one`;
  }
  return null;
}
