import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/query-keys';
import { listContactMessages } from '../api/list-contact-messages';

/** The cached list of contact messages, as the server orders it (newest first). */
export function useContactMessages() {
  return useQuery({
    queryKey: queryKeys.contactMessages(),
    queryFn: ({ signal }) => listContactMessages(signal),
  });
}
