import type { FulfilmentCalendar, FulfilmentMode } from '@shop-rules/fulfilment-schedule';
import { apiRequest } from '../../../lib/api-client';

/** `GET /fulfilment/calendar?delivery=…`: the dates the shop can do for this way of getting the order (public). */
export function getFulfilmentCalendar(mode: FulfilmentMode, signal?: AbortSignal): Promise<FulfilmentCalendar> {
  return apiRequest<FulfilmentCalendar>('/fulfilment/calendar', { query: { delivery: mode }, token: null, signal });
}
