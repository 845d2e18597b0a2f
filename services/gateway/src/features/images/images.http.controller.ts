import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { CUSTOM_ORDER_IMAGE_KEY_PATTERN, IMAGE_KEY_PATTERN } from '@flowershop/common/contracts';
import { IMAGE_WIDTHS } from '@flowershop/common/shop-rules';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { RequireRoleWhen } from '../../platform/auth/require-role.decorator.js';
import { ApiAnswers } from '../../platform/openapi/error-responses.js';
import { ImageVariants, STORED_IMAGE_TYPE, isVariantWidth, servedType } from './image-variants.js';

/** A shopper's picture sent with a custom order: only the admin sees it, and nobody keeps a copy. */
const isCustomOrderImage = (key: string) => CUSTOM_ORDER_IMAGE_KEY_PATTERN.test(key);

/** Never sniffed, and sandboxed if opened alone: it runs and reaches nothing, whatever its bytes hold. */
function setImageHeaders(response: Response, key: string, contentType: string, size: number): void {
  response.set({
    'Content-Type': contentType,
    ...(size > 0 && { 'Content-Length': String(size) }),
    'Cache-Control': isCustomOrderImage(key) ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}

@ApiTags('images')
@Controller('images')
export class ImagesHttpController {
  constructor(
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly variants: ImageVariants,
  ) {}

  /** A key never changes content (uploads are random, drawings versioned): browsers may keep it a year. */
  @Get(':key')
  @ApiOperation({
    summary:
      'One stored image (uploads are re-encoded to WebP), cacheable for a year; with w, a WebP that wide. ' +
      "A custom order's picture (key custom-…) is for the admin only and never cached",
  })
  @RequireRoleWhen('admin', (request: Request) => isCustomOrderImage(String(request.params.key)))
  @ApiParam({ name: 'key', description: 'Object key from an image URL' })
  @ApiQuery({
    name: 'w',
    required: false,
    enum: IMAGE_WIDTHS.map(String),
    description: 'Width in pixels of a WebP variant (never wider than the stored image); without it, the stored image',
  })
  @ApiAnswers({ content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }, 400, 404)
  async get(@Param('key') key: string, @Query('w') w: string | undefined, @Res() response: Response): Promise<void> {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new NotFoundException('Image not found');
    if (w !== undefined) return await this.sendVariant(key, w, response);
    const image = await this.store.get(key);
    if (!image) throw new NotFoundException('Image not found');
    const contentType = servedType(image.contentType);
    if (!contentType) {
      image.body.destroy();
      throw new NotFoundException('Image not found');
    }
    setImageHeaders(response, key, contentType, image.size);
    await pipeline(image.body, response);
  }

  private async sendVariant(key: string, w: string, response: Response): Promise<void> {
    const width = /^\d{1,4}$/.test(w) ? Number(w) : NaN;
    if (!isVariantWidth(width)) throw new BadRequestException(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
    const variant = await this.variants.get(key, width);
    if (!variant) throw new NotFoundException('Image not found');
    setImageHeaders(response, key, STORED_IMAGE_TYPE, variant.length);
    response.end(variant);
  }
}
