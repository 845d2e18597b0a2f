import type { ProductKind } from '@flowershop/common/contracts';
import type { ProductCatalog } from './product-catalog.js';

/** All four catalogues by kind: the message handlers, pricing and the demo seed share them. */
export const PRODUCT_CATALOGS = Symbol('PRODUCT_CATALOGS');
export type ProductCatalogs = Record<ProductKind, ProductCatalog>;
