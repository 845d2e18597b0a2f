import type { ProductFieldsDto, ProductKind, ProductView } from '@flowershop/common/contracts';
import type { IdempotentWrites } from '@flowershop/common/persistence';
import type { ProductCatalog } from './product-catalog.js';

/** All four catalogues by kind: the message handlers, pricing and the demo seed share them. */
export const PRODUCT_CATALOGS = Symbol('PRODUCT_CATALOGS');
export type ProductCatalogs = Record<ProductKind, ProductCatalog>;

/** Product writes sent with an Idempotency-Key, remembered in `idempotent_writes` (ADR 6). */
export const PRODUCT_WRITES = Symbol('PRODUCT_WRITES');
export const IDEMPOTENT_WRITES = 'idempotent_writes';
export type ProductWrites = IdempotentWrites<ProductFieldsDto, ProductView>;
