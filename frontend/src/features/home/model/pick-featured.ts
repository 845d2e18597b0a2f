/**
 * Chooses up to `count` featured products: one per category first (in list order), so the home
 * page shows a variety of occasions, then the next ones in list order to fill the places.
 */
export function pickFeatured<T extends { _id: string; category?: string }>(products: readonly T[], count: number): T[] {
  const chosen: T[] = [];
  const seen = new Set<string | undefined>();
  for (const product of products) {
    if (chosen.length === count) return chosen;
    if (seen.has(product.category)) continue;
    seen.add(product.category);
    chosen.push(product);
  }
  for (const product of products) {
    if (chosen.length === count) break;
    if (!chosen.includes(product)) chosen.push(product);
  }
  return chosen;
}
