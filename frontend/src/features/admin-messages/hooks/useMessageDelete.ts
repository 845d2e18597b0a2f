import { useQueryClient } from '@tanstack/react-query';
import { dropDeletedRow } from '../../../lib/admin/drop-deleted-row';
import { useConfirmedDelete } from '../../../lib/admin/use-confirmed-delete';
import { queryKeys } from '../../../lib/query/query-keys';
import { deleteContactMessage } from '../api/delete-contact-message';
import type { ContactMessage } from '../../../lib/api/schemas';

export const DELETE_CONFIRM = 'Are you sure you want to delete this message?';

/**
 * Delete after the SPEC's confirm text (SPEC §2); dismissing it sends nothing. A failure is
 * logged and its reason shown above the table (SPEC §8 names no text for it).
 */
export function useMessageDelete() {
  const queryClient = useQueryClient();
  return useConfirmedDelete<ContactMessage>({
    confirm: DELETE_CONFIRM,
    write: (message) => deleteContactMessage(message._id),
    successToast: 'Message deleted',
    failure: { message: 'Failed to delete message', display: 'log' },
    onDeleted: (message) => dropDeletedRow(queryClient, queryKeys.contactMessages(), message),
  });
}
