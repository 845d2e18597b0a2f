import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ShopOpeningHours } from '@shop-rules/opening-hours';
import { queryKeys } from '../query/query-keys';
import { getOpeningHours } from './opening-hours-api';

/** The server sends `Cache-Control: max-age=60`: the cache keeps an answer as long. */
export const OPENING_HOURS_STALE_MS = 60_000;

/**
 * The shop's opening hours as the admin's schedule keeps them (`GET /opening-hours`), one read
 * shared by the footer and every page that states them. Needs the query cache (`QueryScope`).
 */
export function useOpeningHours(): UseQueryResult<ShopOpeningHours> {
  return useQuery({
    queryKey: queryKeys.openingHours(),
    queryFn: ({ signal }) => getOpeningHours(signal),
    staleTime: OPENING_HOURS_STALE_MS,
  });
}

/**
 * After the admin saves the schedule: the hours read again past the browser's HTTP cache (which
 * may keep the old answer for a minute) and replace it there too, so the storefront shows the new
 * hours at once, in this tab or a reloaded one. A failure is only logged (the cache's own log).
 */
export function refreshOpeningHours(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: queryKeys.openingHours(),
    queryFn: ({ signal }) => getOpeningHours(signal, 'reload'),
    staleTime: 0,
  });
}
