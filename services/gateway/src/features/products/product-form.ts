import { BadRequestException, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiExtraModels, getSchemaPath, type SchemaObject } from '@nestjs/swagger';
import { PRODUCT_KIND_SPECS, ProductTextFieldsDto, type ProductKind } from '@flowershop/common/contracts';

/** Multipart part name of a kind's images: `image` for one picture, `images` for a gallery. */
function imagePartName(kind: ProductKind): string {
  return PRODUCT_KIND_SPECS[kind].imageField === 'imageUrl' ? 'image' : 'images';
}

export function checkUploadedParts(kind: ProductKind, files: Express.Multer.File[]): void {
  const expected = imagePartName(kind);
  const stray = files.find((file) => file.fieldname !== expected);
  if (stray) throw new BadRequestException(`Unexpected file part "${stray.fieldname}": send images as "${expected}"`);
}

/** The multipart form of one kind: only the fields it has; on create, what it must carry. */
export function ApiProductForm(kind: ProductKind, mode: 'create' | 'update'): MethodDecorator {
  const spec = PRODUCT_KIND_SPECS[kind];
  const imagePart = imagePartName(kind);
  const category = spec.hasCategory ? ['category'] : [];
  const kindFields = [...(spec.hasDescription ? ['description'] : []), ...category];
  const mustCarry = ['name', 'price', ...category, ...(spec.imageRequired ? [imagePart] : [])];
  const images = spec.maxImages === 1 ? 'one image' : `up to ${spec.maxImages} images (the part repeated)`;
  const description = `${images}; checked by content, re-encoded to WebP${mode === 'update' ? ', replacing the current ones' : ''}`;
  const binary: SchemaObject = { type: 'string', format: 'binary' };
  // The text parts are the DTO's own properties; a multipart body cannot refer to the whole class.
  const textFields = ['name', 'price', ...kindFields].map((field) => [
    field,
    { $ref: `${getSchemaPath(ProductTextFieldsDto)}/properties/${field}` },
  ]);
  const schema: SchemaObject = {
    type: 'object',
    properties: Object.fromEntries([
      ...textFields,
      [
        imagePart,
        spec.maxImages === 1
          ? { ...binary, description }
          : { type: 'array', items: binary, maxItems: spec.maxImages, description },
      ],
    ]),
    ...(mode === 'create' && { required: mustCarry }),
  };
  return applyDecorators(ApiExtraModels(ProductTextFieldsDto), ApiBody({ schema }));
}
