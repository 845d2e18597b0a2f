import type { SortOrder } from '../../config/catalog';

/**
 * Orders a list by price. The API already sorts, but sorting again keeps the page right even
 * if an older server ignores `sort`; the sort is stable, so equal prices keep the API order.
 */
export function sortByPrice<T>(items: readonly T[], sort: SortOrder, priceOf: (item: T) => number): T[] {
  const direction = sort === 'price_desc' ? -1 : 1;
  return [...items].sort((a, b) => direction * (priceOf(a) - priceOf(b)));
}
