import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { IMAGE_KEY_PATTERN } from '@flowershop/common/contracts';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { ApiErrors } from '../openapi/error-responses.js';
import { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_SECURITY_POLICY, SERVED_IMAGE_TYPES } from './image-policy.js';

@ApiTags('images')
@Controller('images')
export class ImagesHttpController {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  /** A key never changes content (uploads are random, drawings versioned): browsers may keep it a year. */
  @Get(':key')
  @ApiOperation({ summary: 'One stored image (uploads are re-encoded to WebP), cacheable for a year' })
  @ApiParam({ name: 'key', description: 'Object key from an image URL' })
  @ApiOkResponse({ content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async get(@Param('key') key: string, @Res() response: Response): Promise<void> {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new NotFoundException('Image not found');
    const image = await this.store.get(key);
    if (!image) throw new NotFoundException('Image not found');
    const contentType = image.contentType.split(';')[0].trim().toLowerCase();
    if (!SERVED_IMAGE_TYPES.has(contentType)) {
      image.body.destroy();
      throw new NotFoundException('Image not found');
    }
    response.set({
      'Content-Type': contentType,
      ...(image.size > 0 && { 'Content-Length': String(image.size) }),
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': IMAGE_CONTENT_SECURITY_POLICY,
    });
    await pipeline(image.body, response);
  }
}
