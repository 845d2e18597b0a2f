import { PRODUCT_KIND_SPECS, ServiceError, type ProductFieldsDto, type ProductKind } from '@flowershop/common';

const PLURAL: Record<ProductKind, string> = {
  box: 'Boxes',
  keychain: 'Keychains',
  bouquet: 'Bouquets',
  'occasion-product': 'Occasion products',
};

function invalid(message: string): ServiceError {
  return ServiceError.badRequest('CATALOG', message);
}

/**
 * The per-kind rules DTO validation cannot know: which fields a kind has, what a new
 * product must carry and how many images it may hold.
 */
export function checkProductFields(kind: ProductKind, fields: ProductFieldsDto, mode: 'create' | 'update'): void {
  const spec = PRODUCT_KIND_SPECS[kind];
  if (fields.description !== undefined && !spec.hasDescription) throw invalid(`${PLURAL[kind]} have no description`);
  if (fields.category !== undefined && !spec.hasCategory) throw invalid(`${PLURAL[kind]} have no category`);
  const images = fields.imageKeys ?? [];
  if (images.length > spec.maxImages) {
    throw invalid(spec.maxImages === 1 ? 'Only one image is allowed' : `At most ${spec.maxImages} images are allowed`);
  }
  if (mode === 'update') {
    if (Object.values(fields).every((value) => value === undefined)) throw invalid('Nothing to update');
    return;
  }
  if (fields.name === undefined) throw invalid('name is required');
  if (fields.price === undefined) throw invalid('price is required');
  if (spec.hasCategory && fields.category === undefined) throw invalid('category is required');
  if (spec.imageRequired && images.length === 0) throw invalid('At least one image is required');
}
