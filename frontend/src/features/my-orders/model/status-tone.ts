import type { OrderStatus } from '../../../lib/orders/order';

/** The badge colour of a status (SPEC §4): Delivered green, Cancelled red, every other yellow. */
export type StatusTone = 'green' | 'red' | 'yellow';

export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'Delivered') return 'green';
  if (status === 'Cancelled') return 'red';
  return 'yellow';
}
