import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CUSTOM_ORDER_IMAGE_KEY_PATTERN } from '@flowershop/common/contracts';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import {
  IMAGE_VARIANT_CACHE_BYTES,
  IMAGE_VARIANT_QUALITY,
  IMAGE_VARIANT_SOURCE_MAX_BYTES,
  IMAGE_VARIANT_WIDTHS,
  SERVED_IMAGE_TYPES,
} from './image-policy.js';
import { loadSharp } from './sharp-on-demand.js';

export type VariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export function isVariantWidth(value: number): value is VariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value);
}

/**
 * A stored image resized to one of IMAGE_VARIANT_WIDTHS (never enlarged) as WebP. Keys never
 * change content, so a variant once drawn is kept (in memory, bounded by bytes) and served
 * again; requests for a variant being drawn wait for that one drawing. A custom order's picture
 * is private and goes with its request, so its variants are drawn each time and never kept;
 * images this gateway removes are forgotten at once (another gateway's copies age out of its
 * cache, like a CDN's copy of a public catalogue image).
 */
@Injectable()
export class ImageVariants {
  private readonly logger = new Logger('ImageVariants');
  private readonly cache: LRUCache<string, Buffer, { key: string; width: VariantWidth }>;

  constructor(
    private readonly config: GatewayConfig,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {
    this.cache = new LRUCache({
      maxSize: IMAGE_VARIANT_CACHE_BYTES,
      sizeCalculation: (image) => image.length,
      // An unknown key, an unserved type or unreadable bytes: undefined, which is not kept.
      fetchMethod: (_id, _stale, { context }) => this.draw(context.key, context.width),
    });
  }

  /** The variant's WebP bytes, or undefined when there is no such image to resize. */
  async get(key: string, width: VariantWidth): Promise<Buffer | undefined> {
    if (CUSTOM_ORDER_IMAGE_KEY_PATTERN.test(key)) return await this.draw(key, width);
    return await this.cache.fetch(`${width}/${key}`, { context: { key, width } });
  }

  /** Drops the kept variants of removed images. */
  forget(keys: readonly string[]): void {
    for (const key of keys) for (const width of IMAGE_VARIANT_WIDTHS) this.cache.delete(`${width}/${key}`);
  }

  private async draw(key: string, width: VariantWidth): Promise<Buffer | undefined> {
    const image = await this.store.get(key);
    if (!image) return undefined;
    const contentType = image.contentType.split(';')[0].trim().toLowerCase();
    if (!SERVED_IMAGE_TYPES.has(contentType) || image.size > IMAGE_VARIANT_SOURCE_MAX_BYTES) {
      image.body.destroy();
      return undefined;
    }
    const source = Buffer.concat(await image.body.toArray());
    const sharp = await loadSharp();
    try {
      return await sharp(source, { limitInputPixels: this.config.UPLOAD_MAX_PIXELS, failOn: 'error' })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: IMAGE_VARIANT_QUALITY })
        .toBuffer();
    } catch (error) {
      this.logger.warn(`Image ${key} could not be resized: ${String(error)}`);
      return undefined;
    }
  }
}
