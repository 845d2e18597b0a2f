import { useQuery } from '@tanstack/react-query';
import { listMyOrders } from '../api/list-my-orders';

export const myOrdersKey = ['my-orders'] as const;

/**
 * The signed-in customer's orders, read only with a token. Always fetched again when the page
 * opens (an order placed a minute ago must be there). A failure is only logged, by the query
 * cache (SPEC §8).
 */
export function useMyOrders(token: string | null) {
  return useQuery({
    queryKey: myOrdersKey,
    queryFn: ({ signal }) => listMyOrders(token!, signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
