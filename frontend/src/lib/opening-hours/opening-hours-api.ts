import { bareApi, dataOf } from '../api/client';
import type { ShopOpeningHours } from '../api/schemas';

/**
 * `GET /opening-hours`: the week the admin's schedule keeps, its one-line summary and the coming
 * holidays (public). The gateway lets browsers keep the answer a minute (`max-age=60`); `'reload'`
 * asks the server anyway and stores its answer in place of the kept one.
 */
export async function getOpeningHours(signal?: AbortSignal, cache?: RequestCache): Promise<ShopOpeningHours> {
  const hours: ShopOpeningHours | undefined = await dataOf(bareApi.GET('/opening-hours', { signal, cache }));
  // An answer without its week or summary (a proxy's page, an old server) is a failed read: the
  // screens then say to call, rather than showing nothing or hours of their own.
  if (
    !hours ||
    typeof hours.summary !== 'string' ||
    !hours.summary ||
    !Array.isArray(hours.week) ||
    !Array.isArray(hours.upcomingClosures)
  )
    throw new Error('The opening hours came without their week');
  return hours;
}
