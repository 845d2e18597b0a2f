import { addDays, shopDayOf } from './shop-calendar.js';

/**
 * Longest accepted value of each custom-order text, and the most entries of each list: the
 * server refuses more, the SPA's inputs stop there and its lists take no more entries.
 */
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

/**
 * Today in the shop's own time zone (New Jersey), as YYYY-MM-DD: the first delivery date the
 * server accepts and the SPA's date input offers, whatever the browser's or server's zone.
 */
export function shopToday(now = new Date()): string {
  return shopDayOf(now);
}

/**
 * How many days ahead a custom order's delivery date may be: a year, room enough for a wedding
 * booked early. A later date is most likely a mistyped year (2062 for 2026), which the shop
 * would otherwise learn only when it calls the customer.
 */
export const CUSTOM_ORDER_DAYS_AHEAD = 365;

/** The last delivery date a custom order may ask for (YYYY-MM-DD, the shop's calendar). */
export function latestCustomOrderDay(now = new Date()): string {
  return addDays(shopToday(now), CUSTOM_ORDER_DAYS_AHEAD);
}
