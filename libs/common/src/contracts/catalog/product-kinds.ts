/**
 * The four kinds of product the catalogue sells. One generic mechanism serves them all;
 * what differs between kinds is described here, once.
 */
export const PRODUCT_KINDS = ['box', 'keychain', 'bouquet', 'occasion-product'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export { OCCASION_CATEGORIES, type OccasionCategory } from '../../shop-rules/occasion-categories.js';

export interface ProductKindSpec {
  /** Collection the catalog service keeps this kind in. */
  collection: string;
  /** `imageUrl` for one picture, `images` for a gallery. */
  imageField: 'imageUrl' | 'images';
  maxImages: number;
  /** Whether a new product must come with at least one image. */
  imageRequired: boolean;
  hasDescription: boolean;
  hasCategory: boolean;
  /** Whether a wrapping paper sheet may be added to this kind (SPEC §1: bouquets and occasion products). */
  takesPaperSheet: boolean;
}

export const PRODUCT_KIND_SPECS: Record<ProductKind, ProductKindSpec> = {
  box: {
    collection: 'boxes',
    imageField: 'imageUrl',
    maxImages: 1,
    imageRequired: true,
    hasDescription: false,
    hasCategory: false,
    takesPaperSheet: false,
  },
  keychain: {
    collection: 'keychains',
    imageField: 'imageUrl',
    maxImages: 1,
    imageRequired: false,
    hasDescription: true,
    hasCategory: false,
    takesPaperSheet: false,
  },
  bouquet: {
    collection: 'bouquets',
    imageField: 'images',
    maxImages: 2,
    imageRequired: false,
    hasDescription: true,
    hasCategory: false,
    takesPaperSheet: true,
  },
  'occasion-product': {
    collection: 'occasion_products',
    imageField: 'images',
    maxImages: 2,
    imageRequired: true,
    hasDescription: true,
    hasCategory: true,
    takesPaperSheet: true,
  },
};
