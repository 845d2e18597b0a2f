import { useQueryClient } from '@tanstack/react-query';
import { useConfirmedDelete } from '../../../lib/admin/use-confirmed-delete';
import { deleteOrder } from '../api/delete-order';
import { adminOrderKeys } from '../api/order-query-keys';
import type { Order } from '../../../lib/api/schemas';

/** In the style of SPEC §2's other confirm texts (DESIGN §8.5). */
export const DELETE_CONFIRM = 'Are you sure you want to delete this order?';

/** Delete after the confirm, with the SPEC's toasts (SPEC §8), then reload the list. */
export function useOrderDelete() {
  const queryClient = useQueryClient();
  return useConfirmedDelete<Order>({
    confirm: DELETE_CONFIRM,
    write: (order) => deleteOrder(order._id),
    successToast: 'Order deleted successfully!',
    failure: { message: 'Failed to delete order', display: 'toast' },
    onDeleted: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all() }),
  });
}
