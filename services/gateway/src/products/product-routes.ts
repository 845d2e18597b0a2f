import type { ProductKind } from '@flowershop/common/contracts';

/** Public REST paths (SPEC §7) of each product kind. */
export const PRODUCT_ROUTES: Record<ProductKind, string> = {
  box: 'boxes',
  keychain: 'keychains',
  bouquet: 'bouquets',
  'occasion-product': 'occasion-products',
};
