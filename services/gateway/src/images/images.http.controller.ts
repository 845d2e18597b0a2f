import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { IMAGE_KEY_PATTERN, OBJECT_STORE, type ObjectStore } from '@flowershop/common';
import { IMAGE_CACHE_CONTROL } from './image-policy.js';

@Controller('images')
export class ImagesHttpController {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  /** A key never changes content (uploads are random, drawings versioned): browsers may keep it a year. */
  @Get(':key')
  async get(@Param('key') key: string, @Res() response: Response): Promise<void> {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new NotFoundException('Image not found');
    const image = await this.store.get(key);
    if (!image) throw new NotFoundException('Image not found');
    response.set({
      'Content-Type': image.contentType,
      ...(image.size > 0 && { 'Content-Length': String(image.size) }),
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(image.body, response);
  }
}
