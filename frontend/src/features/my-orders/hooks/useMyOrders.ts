import { useQuery } from '@tanstack/react-query';
import { listMyOrders } from '../api/list-my-orders';

/**
 * The signed-in customer's orders, read only with a token. Always fetched again when the page
 * opens (an order placed a minute ago must be there). A failure is only logged, by the query
 * cache (SPEC §8).
 *
 * `signInGeneration` changes at every sign-in and sign-out while the page is open, so orders read
 * with one token are never shown under another; and they are dropped as soon as the page that
 * shows them closes (`gcTime: 0`), so whoever uses the tab next cannot glimpse them while their
 * own are loading, nor keep seeing them if that read fails.
 */
export function useMyOrders(token: string | null, signInGeneration: number) {
  return useQuery({
    queryKey: ['my-orders', signInGeneration],
    queryFn: ({ signal }) => listMyOrders(token!, signal),
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
