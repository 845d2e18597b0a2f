import type { ProductKind } from '@flowershop/common';
import type { ProductCatalog } from './product-catalog.js';

export function productCatalogToken(kind: ProductKind): string {
  return `ProductCatalog:${kind}`;
}

/** All four catalogues by kind, for code that works across kinds (pricing, demo seed). */
export const PRODUCT_CATALOGS = Symbol('PRODUCT_CATALOGS');
export type ProductCatalogs = Record<ProductKind, ProductCatalog>;
