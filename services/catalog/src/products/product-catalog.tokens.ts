import type { ProductKind } from '@flowershop/common';

export function productCatalogToken(kind: ProductKind): string {
  return `ProductCatalog:${kind}`;
}
