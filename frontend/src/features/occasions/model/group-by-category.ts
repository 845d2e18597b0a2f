import { OCCASIONS, type OccasionCategory } from '../../../config/navigation';
import type { OccasionProduct } from '../../../lib/api/schemas';

export interface OccasionGroup {
  id: OccasionCategory;
  label: string;
  products: OccasionProduct[];
}

/**
 * One group per category, always all eight and in their order (SPEC §3), each holding the
 * products of that category only, in the order given. A product with another category is left out.
 */
export function groupByCategory(
  products: readonly OccasionProduct[],
  categories: ReadonlyArray<{ id: OccasionCategory; label: string }> = OCCASIONS,
): OccasionGroup[] {
  const groups = categories.map((category) => ({ id: category.id, label: category.label, products: [] as OccasionProduct[] }));
  const byId = new Map<string, OccasionGroup>(groups.map((group) => [group.id, group]));
  for (const product of products) if (product.category) byId.get(product.category)?.products.push(product);
  return groups;
}
