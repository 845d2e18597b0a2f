import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CUSTOM_ORDER_IMAGE_KEY_PATTERN } from '@flowershop/common/contracts';
import { IMAGE_WIDTHS } from '@flowershop/common/shop-rules';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import { loadSharp } from './sharp-on-demand.js';

export const STORED_IMAGE_TYPE = 'image/webp';
/** The only types an image is ever served as; anything else in the store is not shown. */
const SERVED_IMAGE_TYPES = new Set([STORED_IMAGE_TYPE, 'image/png', 'image/jpeg']);
const VARIANT_QUALITY = 80;
/** The drawn variants kept in memory, least recently used dropped first. */
const VARIANT_CACHE_BYTES = 24 * 1024 * 1024;
/** A stored object larger than this is not resized (uploads are re-encoded far below it). */
const VARIANT_SOURCE_MAX_BYTES = 16 * 1024 * 1024;

export function servedType(contentType: string): string | undefined {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return SERVED_IMAGE_TYPES.has(type) ? type : undefined;
}

/** Only the storefront's `srcset` widths, so the variants a client can make the gateway draw (and keep) are few. */
export type VariantWidth = (typeof IMAGE_WIDTHS)[number];

export function isVariantWidth(value: number): value is VariantWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * Keys never change content, so a variant once drawn is kept (a custom order's private picture's
 * never). Images this gateway removes are forgotten at once; another gateway's copies age out, like a CDN's.
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
      maxSize: VARIANT_CACHE_BYTES,
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

  forget(keys: readonly string[]): void {
    for (const key of keys) for (const width of IMAGE_WIDTHS) this.cache.delete(`${width}/${key}`);
  }

  private async draw(key: string, width: VariantWidth): Promise<Buffer | undefined> {
    const image = await this.store.get(key);
    if (!image) return undefined;
    if (!servedType(image.contentType) || image.size > VARIANT_SOURCE_MAX_BYTES) {
      image.body.destroy();
      return undefined;
    }
    const source = Buffer.concat(await image.body.toArray());
    const sharp = await loadSharp();
    try {
      return await sharp(source, { limitInputPixels: this.config.UPLOAD_MAX_PIXELS, failOn: 'error' })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer();
    } catch (error) {
      this.logger.warn(`Image ${key} could not be resized: ${String(error)}`);
      return undefined;
    }
  }
}
