import { useQuery } from '@tanstack/react-query';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { customOrderKeys } from '../api/custom-order-keys';
import { listCustomOrders } from '../api/list-custom-orders';

export const LOAD_FAILURE = 'Failed to load custom orders';

/**
 * Every custom order, from the server. A failed load is logged and shown on the page (SPEC §8
 * names no text for it); when the session has ended (401) the admin is sent to the login.
 */
export function useCustomOrders() {
  const result = useQuery({
    queryKey: customOrderKeys.all(),
    queryFn: ({ signal }) => listCustomOrders(signal),
    // Shoppers send custom orders at any time: every visit asks the server again.
    staleTime: 0,
  });
  useAdminLoadFailure(result, LOAD_FAILURE, 'log');
  return result;
}
