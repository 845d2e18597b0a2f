import { useQuery } from '@tanstack/react-query';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { queryKeys } from '../../../lib/query/query-keys';
import { listContactMessages } from '../api/list-contact-messages';

export const LOAD_FAILURE = 'Failed to load messages.';

/**
 * The cached list of contact messages, as the server orders it (newest first). A failed load is
 * logged and shown on the page; when the session has ended (401) the admin is sent to the login.
 */
export function useContactMessages() {
  const result = useQuery({
    queryKey: queryKeys.contactMessages(),
    queryFn: ({ signal }) => listContactMessages(signal),
  });
  useAdminLoadFailure(result, LOAD_FAILURE, 'log');
  return result;
}
