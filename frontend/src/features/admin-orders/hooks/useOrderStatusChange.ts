import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminWrite } from '../../../lib/admin/use-admin-write';
import { changeOrderStatus } from '../api/change-order-status';
import { adminOrderKeys } from '../api/order-query-keys';
import type { Order } from '../../../lib/api/schemas';
import type { OrderStatus } from '@shop-rules/order-statuses';

/**
 * Sends a new status (any from any, SPEC §4), then reloads the list. Until the reload is in,
 * the row's select keeps showing the chosen status (and is busy); a refusal puts it back.
 * The select stays usable meanwhile, so a second choice may follow before the first is saved.
 */
export function useOrderStatusChange() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Readonly<Record<string, OrderStatus>>>({});
  const update = useAdminWrite<{ id: string; status: OrderStatus }>({
    write: ({ id, status }) => changeOrderStatus(id, status),
    invalidates: [],
    failure: { message: 'Failed to update status', display: 'toast' },
  });

  async function changeStatus(order: Order, status: OrderStatus): Promise<void> {
    setChosen((current) => ({ ...current, [order._id]: status }));
    if (await update.run({ id: order._id, status }, 'Order status updated!')) {
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.all() });
    }
    // A newer choice for the same order (made while this one was saving) stays shown.
    setChosen(({ [order._id]: shown, ...others }) => (shown === status ? others : { ...others, [order._id]: shown }));
  }

  return { changeStatus, chosenStatus: chosen };
}
