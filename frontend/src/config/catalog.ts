export type SortOrder = 'price_asc' | 'price_desc';

export const DEFAULT_SORT: SortOrder = 'price_asc';

/** Exact option texts of the list pages' sort selector (SPEC §2). */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

export function isSortOrder(value: string): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}
