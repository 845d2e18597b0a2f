import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminWrite } from '../../../lib/admin/use-admin-write';
import { queryKeys } from '../../../lib/query/query-keys';
import { deleteContactMessage } from '../api/delete-contact-message';
import type { ContactMessage } from '../model/contact-message';

export const DELETE_CONFIRM = 'Are you sure you want to delete this message?';

/**
 * Delete after the SPEC's confirm text (SPEC §2); dismissing it sends nothing. A failure is
 * logged and its reason shown above the table (SPEC §8 names no text for it).
 */
export function useMessageDelete() {
  const queryClient = useQueryClient();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deletion = useAdminWrite<ContactMessage>({
    write: (message) => deleteContactMessage(message._id),
    invalidates: [],
    failure: { message: 'Failed to delete message', display: 'log' },
  });

  async function remove(message: ContactMessage): Promise<void> {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setDeletingId(message._id);
    // Every delete is its own submission.
    deletion.reset();
    const deleted = await deletion.run(message, 'Message deleted');
    setDeletingId(null);
    if (!deleted) return;
    queryClient.setQueryData<ContactMessage[]>(queryKeys.contactMessages(), (messages) =>
      messages?.filter((item) => item._id !== message._id),
    );
    await queryClient.invalidateQueries({ queryKey: queryKeys.contactMessages() });
  }

  return { remove, deletingId, deleteError: deletion.serverError };
}
