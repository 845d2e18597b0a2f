import { DEFAULT_FULFILMENT_SETTINGS } from '@shop-rules/fulfilment-schedule';
import { shopOpeningHours, type ShopOpeningHours } from '@shop-rules/opening-hours';

/**
 * `GET /api/opening-hours` as the server answers it for these settings on `today` (the server's
 * own functions: one source). Tests use a week unlike the shop's usual one (Sunday closed,
 * shorter Saturdays), so a screen that stated hours of its own would fail them.
 */
export function openingHoursAnswer(
  settings: Partial<typeof DEFAULT_FULFILMENT_SETTINGS> = {},
  today = '2026-12-01',
): ShopOpeningHours {
  return shopOpeningHours({ ...DEFAULT_FULFILMENT_SETTINGS, ...settings }, today, 'America/New_York');
}

/** Sunday closed, Saturday 10:00–16:00, holidays on December 24 and 25 (and one past, one too far ahead). */
export const SUNDAY_CLOSED_HOURS = openingHoursAnswer({
  closedWeekdays: [0],
  openingHours: DEFAULT_FULFILMENT_SETTINGS.openingHours.map((hours, weekday) =>
    weekday === 6 ? { open: '10:00', close: '16:00' } : hours,
  ),
  blackoutDates: ['2026-11-26', '2026-12-24', '2026-12-25', '2027-03-01'],
});

/** Its one-line summary, as the footer shows it. */
export const SUNDAY_CLOSED_SUMMARY = 'Mon–Fri 10:00–20:00 · Sat 10:00–16:00 · Sun closed';

export const isOpeningHoursRequest = (url: string, init: RequestInit) =>
  url === '/api/opening-hours' && (init.method ?? 'GET') === 'GET';
