import type { FulfilmentCalendar, FulfilmentMode } from '@shop-rules/fulfilment-schedule';
import { apiRequest } from '../api-client';

/** `GET /fulfilment/calendar?delivery=…`: the dates the shop can do for this way of getting the order (public). */
export async function getFulfilmentCalendar(mode: FulfilmentMode, signal?: AbortSignal): Promise<FulfilmentCalendar> {
  const calendar = await apiRequest<FulfilmentCalendar | undefined>('/fulfilment/calendar', {
    query: { delivery: mode },
    token: null,
    signal,
  });
  // An answer without days (a proxy's page, an old server) is a failed read, not a crash of the step.
  if (!calendar || !Array.isArray(calendar.days)) throw new Error('The shop calendar came without its days');
  return calendar;
}
