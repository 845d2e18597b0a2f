import type { OrderStatus } from '@shop-rules/order-statuses';

/** The badge colour of a status (SPEC §4): Delivered green, Cancelled red, every other yellow. */
export type StatusTone = 'green' | 'red' | 'yellow';

/** One rule for every status badge: My Orders and the e-mailed status page alike. */
export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'Delivered') return 'green';
  if (status === 'Cancelled') return 'red';
  return 'yellow';
}
