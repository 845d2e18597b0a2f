import type { OrderAddress } from '../../../lib/api/schemas';

/* Admin-only display rules; those shared with My Orders (totals, status, address) are in lib/orders. */

/** Admin list page size (SPEC §9). */
export const ORDERS_PAGE_SIZE = 10;

export function customerName(form: OrderAddress | undefined): string {
  return [form?.firstName, form?.lastName].filter(Boolean).join(' ');
}
