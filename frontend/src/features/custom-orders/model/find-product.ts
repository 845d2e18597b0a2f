/** SPEC §5 texts of the product search. */
export const SEARCH_EMPTY_ALERT = 'Enter product/article name';
export const NOT_FOUND_ALERT = 'No product found with this name!';
export const SEARCH_FAILED_TEXT = 'Error fetching products.';

/**
 * The product whose name is exactly `query`, ignoring case and surrounding spaces (SPEC §5):
 * "rose dream" finds "Rose Dream", "rose" does not.
 */
export function findByExactName<T extends { name: string }>(products: readonly T[], query: string): T | undefined {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return undefined;
  return products.find((product) => product.name.trim().toLowerCase() === wanted);
}
