import type { CustomOrderFilter } from '../model/custom-order-rules';

/** Cache keys of the admin's custom orders: every entry sits under `all()`, so one invalidation reloads them. */
export const customOrderKeys = {
  all: () => ['admin-custom-orders'] as const,
  page: (filter: CustomOrderFilter, page: number) => [...customOrderKeys.all(), 'page', filter, page] as const,
  counts: () => [...customOrderKeys.all(), 'counts'] as const,
};
