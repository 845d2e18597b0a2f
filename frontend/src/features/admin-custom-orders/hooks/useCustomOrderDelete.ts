import { useQueryClient } from '@tanstack/react-query';
import { dropDeletedRow } from '../../../lib/admin/drop-deleted-row';
import { useConfirmedDelete } from '../../../lib/admin/use-confirmed-delete';
import { customOrderKeys } from '../api/custom-order-keys';
import { deleteCustomOrder } from '../api/delete-custom-order';
import type { CustomOrder } from '../../../lib/api/schemas';

/** In the style of SPEC §2's other confirm texts (DESIGN §8.5). */
export const DELETE_CONFIRM = 'Are you sure you want to delete this custom order?';

/** SPEC §8's alert when a delete fails. */
export const DELETE_FAILURE = 'Failed to delete order';

/** Delete after the confirm; the row goes at once, then the list is read again. */
export function useCustomOrderDelete() {
  const queryClient = useQueryClient();
  return useConfirmedDelete<CustomOrder>({
    confirm: DELETE_CONFIRM,
    write: (order) => deleteCustomOrder(order._id),
    successToast: 'Custom order deleted',
    failure: { message: DELETE_FAILURE, display: 'alert' },
    onDeleted: (order) => dropDeletedRow(queryClient, customOrderKeys.all(), order),
  });
}
