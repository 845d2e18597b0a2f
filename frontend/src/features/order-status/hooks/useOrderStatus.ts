import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { getOrderStatus } from '../api/get-order-status';

/**
 * The order behind a status link. An invalid (404) or expired (410) link is an answer, not a
 * hiccup: it is not asked again. Anything else (the shop unreachable) is retried once.
 */
export function useOrderStatus(token: string) {
  return useQuery({
    queryKey: ['order-status', token],
    queryFn: ({ signal }) => getOrderStatus(token, signal),
    staleTime: 0,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
  });
}
