import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { queryKeys } from '../../../lib/query/query-keys';
import { listContactMessages } from '../api/list-contact-messages';

export const LOAD_FAILURE = 'Failed to load messages.';

/**
 * One page of contact messages, as the server orders them (newest first); the page on screen
 * stays while the next one is on its way. A failed load is logged and shown on the page; when
 * the session has ended (401) the admin is sent to the login.
 */
export function useContactMessages(page: number) {
  const result = useQuery({
    queryKey: [...queryKeys.contactMessages(), page],
    queryFn: ({ signal }) => listContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
  useAdminLoadFailure(result, LOAD_FAILURE, 'log');
  return result;
}
