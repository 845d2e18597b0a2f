import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** Statuses worth one more try: no answer at all (0) or a gateway that could not reach a service. */
const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);

/** A failure another identical request may not meet: the network or an unreachable service. */
export function isTransientFailure(error: unknown): boolean {
  return isApiError(error) && TRANSIENT_STATUSES.has(error.status);
}

/**
 * The SPA's server-state cache. Reads are shared between screens (the storefront and the admin
 * list read the same `['catalog', resource, …]` entries, so an admin write that invalidates
 * them refreshes both). Only transient failures are retried, once, so a 404 or a 400 shows at
 * once; a retried write keeps its variables, and with them its Idempotency-Key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed read is logged once, with what was asked (screens show their own SPEC text).
    queryCache: new QueryCache({ onError: (error, query) => console.error(`Failed to load ${JSON.stringify(query.queryKey)}`, error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 1 && isTransientFailure(error),
        retryDelay: 800,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: (failureCount, error) => failureCount < 1 && isTransientFailure(error),
        retryDelay: 800,
      },
    },
  });
}

/** The one client of the running app (tests make their own with `createQueryClient`). */
export const queryClient = createQueryClient();
