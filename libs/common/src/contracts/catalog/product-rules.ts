import type { ProductFieldsDto } from './product.dto.js';
import { PRODUCT_KIND_SPECS, type ProductKind } from './product-kinds.js';

const PLURAL: Record<ProductKind, string> = {
  box: 'Boxes',
  keychain: 'Keychains',
  bouquet: 'Bouquets',
  'occasion-product': 'Occasion products',
};

/**
 * The per-kind rules that DTO validation cannot know: which fields a kind has, what a new
 * product must carry and how many images it may hold. The gateway checks them before it
 * stores uploaded images; the catalog service checks them again as the owner of the data.
 * Returns the first broken rule, or null.
 */
export function productFieldsProblem(
  kind: ProductKind,
  fields: ProductFieldsDto,
  mode: 'create' | 'update',
): string | null {
  const spec = PRODUCT_KIND_SPECS[kind];
  if (fields.description !== undefined && !spec.hasDescription) return `${PLURAL[kind]} have no description`;
  if (fields.category !== undefined && !spec.hasCategory) return `${PLURAL[kind]} have no category`;
  const images = fields.imageKeys?.length ?? 0;
  if (images > spec.maxImages) {
    return spec.maxImages === 1 ? 'Only one image is allowed' : `You can only upload up to ${spec.maxImages} images`;
  }
  if (mode === 'update') {
    return Object.values(fields).some((value) => value !== undefined) ? null : 'Nothing to update';
  }
  if (fields.name === undefined) return 'name is required';
  if (fields.price === undefined) return 'price is required';
  if (spec.hasCategory && fields.category === undefined) return 'category is required';
  if (spec.imageRequired && images === 0)
    return spec.maxImages === 1 ? 'image is required' : 'Please upload at least 1 image.';
  return null;
}
