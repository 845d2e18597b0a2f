import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../lib/query/query-keys';
import { markMessagesSeen } from '../api/mark-messages-seen';
import type { ContactMessage } from '../../../lib/api/schemas';

/** The newest createdAt among the messages, or null (older messages may lack one). */
function newestOf(messages: readonly ContactMessage[]): string | null {
  return messages.reduce<string | null>(
    (newest, { createdAt }) => (createdAt && (!newest || createdAt > newest) ? createdAt : newest),
    null,
  );
}

/**
 * The table shows every message, so showing it reads them: tells the server the newest one shown
 * (the dashboard's unread count is what came after it), once for each newer one. A failure only
 * leaves the count higher, so it is logged, not shown.
 */
export function useMarkMessagesSeen(shown: readonly ContactMessage[] | undefined) {
  const queryClient = useQueryClient();
  const newest = shown ? newestOf(shown) : null;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    // A delete may make an older message the newest: the server's mark never moves back anyway.
    if (!newest || (reported.current && newest <= reported.current)) return;
    reported.current = newest;
    markMessagesSeen(newest).then(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard() }),
      (error: unknown) => console.error('Failed to mark the messages as read', error),
    );
  }, [newest, queryClient]);
}
