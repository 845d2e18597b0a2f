import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { customOrderKeys } from '../api/custom-order-keys';
import { countCustomOrders, listCustomOrders } from '../api/list-custom-orders';
import type { CustomOrderFilter } from '../model/custom-order-rules';

export const LOAD_FAILURE = 'Failed to load custom orders';

/**
 * One page of custom orders of the chosen filter, from the server; the page on screen stays while
 * the next one is on its way. A failed load is logged and shown on the page (SPEC §8 names no
 * text for it); when the session has ended (401) the admin is sent to the login.
 */
export function useCustomOrders(filter: CustomOrderFilter, page: number) {
  const result = useQuery({
    queryKey: customOrderKeys.page(filter, page),
    queryFn: ({ signal }) => listCustomOrders(filter, page, signal),
    placeholderData: keepPreviousData,
    // Shoppers send custom orders at any time: every visit asks the server again.
    staleTime: 0,
  });
  useAdminLoadFailure(result, LOAD_FAILURE, 'log');
  return result;
}

/** How many orders each filter shows; until they come (or if they fail) the filters show no counts. */
export function useCustomOrderCounts() {
  return useQuery({
    queryKey: customOrderKeys.counts(),
    queryFn: ({ signal }) => countCustomOrders(signal),
    staleTime: 0,
  });
}
