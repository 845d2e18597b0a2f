import { BadRequestException } from '@nestjs/common';
import { PRODUCT_KIND_SPECS, type ProductKind } from '@flowershop/common/contracts';

/** Multipart part name of a kind's images: `image` for one picture, `images` for a gallery. */
export function imagePartName(kind: ProductKind): string {
  return PRODUCT_KIND_SPECS[kind].imageField === 'imageUrl' ? 'image' : 'images';
}

export function checkUploadedParts(kind: ProductKind, files: Express.Multer.File[]): void {
  const expected = imagePartName(kind);
  const stray = files.find((file) => file.fieldname !== expected);
  if (stray) throw new BadRequestException(`Unexpected file part "${stray.fieldname}": send images as "${expected}"`);
}
