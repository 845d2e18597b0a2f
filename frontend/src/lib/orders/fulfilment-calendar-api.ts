import type { FulfilmentCalendar, FulfilmentMode, ShopperFulfilmentCalendar } from '@shop-rules/fulfilment-schedule';
import { apiRequest } from '../api-client';
import { getAdminToken } from '../auth-tokens';

async function readCalendar<Calendar extends { days: unknown }>(
  path: string,
  mode: FulfilmentMode,
  token: string | null,
  signal?: AbortSignal,
): Promise<Calendar> {
  const calendar = await apiRequest<Calendar | undefined>(path, { query: { delivery: mode }, token, signal });
  // An answer without days (a proxy's page, an old server) is a failed read, not a crash of the step.
  if (!calendar || !Array.isArray(calendar.days)) throw new Error('The shop calendar came without its days');
  return calendar;
}

/** `GET /fulfilment/calendar?delivery=…`: the dates the shop can do for this way of getting the order (public). */
export function getFulfilmentCalendar(mode: FulfilmentMode, signal?: AbortSignal): Promise<ShopperFulfilmentCalendar> {
  return readCalendar('/fulfilment/calendar', mode, null, signal);
}

/** `GET /admin/fulfilment/calendar?delivery=…`: the same dates with each one's capacity and bookings (admin). */
export function getAdminFulfilmentCalendar(mode: FulfilmentMode, signal?: AbortSignal): Promise<FulfilmentCalendar> {
  return readCalendar('/admin/fulfilment/calendar', mode, getAdminToken(), signal);
}
