import { PRODUCT_KIND_SPECS, ProductTextFieldsDto, type ProductKind } from '@flowershop/common/contracts';
import { ApiMultipartBody } from '../../platform/openapi/request-docs.js';
import { imagePartName } from './product-uploads.js';

/** The multipart form of one kind: only the fields it has; on create, what it must carry. */
export function ApiProductForm(kind: ProductKind, mode: 'create' | 'update'): MethodDecorator {
  const spec = PRODUCT_KIND_SPECS[kind];
  const imagePart = imagePartName(kind);
  const kindFields = [...(spec.hasDescription ? ['description'] : []), ...(spec.hasCategory ? ['category'] : [])];
  const mustCarry = [
    'name',
    'price',
    ...(spec.hasCategory ? ['category'] : []),
    ...(spec.imageRequired ? [imagePart] : []),
  ];
  const images = spec.maxImages === 1 ? 'one image' : `up to ${spec.maxImages} images (the part repeated)`;
  return ApiMultipartBody({
    dto: ProductTextFieldsDto,
    fields: ['name', 'price', ...kindFields],
    files: {
      [imagePart]: {
        maxCount: spec.maxImages,
        description: `${images}; checked by content, re-encoded to WebP${mode === 'update' ? ', replacing the current ones' : ''}`,
      },
    },
    required: mode === 'create' ? mustCarry : [],
  });
}
