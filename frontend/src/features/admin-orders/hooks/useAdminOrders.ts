import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { listOrders, type OrdersQuery } from '../api/list-orders';
import { adminOrderKeys } from '../api/order-query-keys';

export const FETCH_FAILURE = 'Failed to fetch orders';

/**
 * One page of orders from the server. The page on screen stays while the next one (another
 * page, a new search, a reload after a change) is on its way. A failed load shows the SPEC's
 * toast (SPEC §8), or sends the admin to the login when the session has ended.
 */
export function useAdminOrders(query: OrdersQuery) {
  const result = useQuery({
    queryKey: adminOrderKeys.page(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
    // Customers place orders at any time: every visit asks the server again.
    staleTime: 0,
  });
  useAdminLoadFailure(result, FETCH_FAILURE, 'toast');
  return result;
}
