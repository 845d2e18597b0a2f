import type { FulfilmentMode } from '@shop-rules/fulfilment-schedule';
import { api, bareApi, bearer, dataOf } from '../api/client';
import type { AdminFulfilmentCalendar, FulfilmentCalendar } from '../api/schemas';
import { getAdminToken } from '../auth-tokens';

/** An answer without days (a proxy's page, an old server) is a failed read, not a crash of the step. */
function withDays<Calendar extends { days: unknown }>(calendar: Calendar | undefined): Calendar {
  if (!calendar || !Array.isArray(calendar.days)) throw new Error('The shop calendar came without its days');
  return calendar;
}

/** `GET /fulfilment/calendar?delivery=…`: the dates the shop can do for this way of getting the order (public). */
export async function getFulfilmentCalendar(mode: FulfilmentMode, signal?: AbortSignal): Promise<FulfilmentCalendar> {
  return withDays(await dataOf(api.GET('/fulfilment/calendar', { params: { query: { delivery: mode } }, signal })));
}

/** `GET /admin/fulfilment/calendar?delivery=…`: the same dates with each one's capacity and bookings (admin). */
export async function getAdminFulfilmentCalendar(
  mode: FulfilmentMode,
  signal?: AbortSignal,
): Promise<AdminFulfilmentCalendar> {
  return withDays(
    await dataOf(
      bareApi.GET('/admin/fulfilment/calendar', {
        params: { query: { delivery: mode } },
        headers: bearer(getAdminToken()),
        signal,
      }),
    ),
  );
}
