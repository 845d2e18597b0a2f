import { BadRequestException } from '@nestjs/common';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface.js';
import { memoryStorage } from 'multer';
import { PRODUCT_KIND_SPECS, type ProductKind } from '@flowershop/common/contracts';

/** Multipart part name of a kind's images: `image` for one picture, `images` for a gallery. */
export function imagePartName(kind: ProductKind): string {
  return PRODUCT_KIND_SPECS[kind].imageField === 'imageUrl' ? 'image' : 'images';
}

/** Kept in memory (bounded): images are re-encoded before anything touches storage. */
export function productUploadOptions(kind: ProductKind, maxBytes: number): MulterOptions {
  return {
    storage: memoryStorage(),
    limits: {
      fileSize: maxBytes,
      // One file over the limit still parses, so the answer can say what the limit is.
      files: PRODUCT_KIND_SPECS[kind].maxImages + 1,
      fields: 10,
      fieldSize: 16 * 1024,
    },
  };
}

export function checkUploadedParts(kind: ProductKind, files: Express.Multer.File[]): void {
  const expected = imagePartName(kind);
  const stray = files.find((file) => file.fieldname !== expected);
  if (stray) throw new BadRequestException(`Unexpected file part "${stray.fieldname}": send images as "${expected}"`);
}
