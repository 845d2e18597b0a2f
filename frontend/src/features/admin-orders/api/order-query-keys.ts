import type { OrdersQuery } from './list-orders';

/** Cache keys of the admin order list: every page, search and date sits under one prefix. */
export const adminOrderKeys = {
  all: () => ['admin-orders'] as const,
  page: (query: OrdersQuery) => ['admin-orders', 'page', query.page, query.search, query.date] as const,
};
