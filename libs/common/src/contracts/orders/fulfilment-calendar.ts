import {
  PickupWindow,
  type CalendarDay as ScheduledDay,
  type FulfilmentMode,
  type ShopperCalendarDay,
  type ShopperFulfilmentCalendar,
  type UnavailableReason,
} from '../../shop-rules/fulfilment-schedule.js';

// The calendar as the API answers it, under the names its document gives them: shopper's day and
// calendar as `CalendarDay` / `FulfilmentCalendar`, the admin's with capacity and bookings.

/** A pickup window of a calendar day. */
export class CalendarWindow extends PickupWindow {
  /** false when the day cannot be chosen or the window has begun (today's). */
  available: boolean;
}

/** One shop day of the fulfilment calendar. */
export class CalendarDay implements ShopperCalendarDay {
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
export class AdminCalendarDay extends CalendarDay implements ScheduledDay {
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
export class FulfilmentCalendar extends CalendarFacts implements ShopperFulfilmentCalendar {
  days: CalendarDay[];
}

/** The dates the shop can fulfil, today to the booking horizon, each with its capacity and bookings. */
export class AdminFulfilmentCalendar extends CalendarFacts {
  days: AdminCalendarDay[];
}
