import { addDays, shopDayOf } from './shop-calendar.js';

/** Longest custom-order texts and longest lists: the server refuses more, the SPA's inputs stop there. */
export const CUSTOM_ORDER_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  message: 2000,
  productName: 200,
  flower: 60,
  flowers: 20,
  colorTheme: 60,
  extra: 100,
  extras: 20,
  flowerType: 100,
  occasion: 100,
  budget: 60,
} as const;

/** Today in the shop's time zone (YYYY-MM-DD): the first delivery date a custom order may ask for. */
export function shopToday(now = new Date()): string {
  return shopDayOf(now);
}

/** A year ahead, room for a wedding booked early; a later date is most likely a mistyped year (2062). */
export const CUSTOM_ORDER_DAYS_AHEAD = 365;

/** The last delivery date a custom order may ask for (YYYY-MM-DD, the shop's calendar). */
export function latestCustomOrderDay(now = new Date()): string {
  return addDays(shopToday(now), CUSTOM_ORDER_DAYS_AHEAD);
}
