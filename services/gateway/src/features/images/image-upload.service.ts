import {
  Inject,
  Injectable,
  Logger,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { ServiceCallError } from '@flowershop/common/transport';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ImageVariants, STORED_IMAGE_TYPE } from './image-variants.js';
import { loadSharp } from './sharp-on-demand.js';

/** Formats accepted from uploads, by their decoded content. SVG is never accepted. */
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Stored images are bounded to this box. */
const STORED_IMAGE_MAX_SIDE = 1600;
const STORED_IMAGE_QUALITY = 82;

/**
 * Pictures waiting for their re-encode, at most. A 100 kB file can unpack to 40 MP (a second of CPU
 * and ~35 MB), and custom orders need no account: re-encodes run one at a time, on one core, and past
 * this many waiting an upload is refused for now (503) rather than queued for minutes.
 */
export const REENCODES_WAITING_MAX = 16;
export const REENCODES_BUSY_MESSAGE = 'Too many pictures are being prepared right now; please try again in a moment';

/** Multipart bodies in memory at once: the queue takes no more anyway (unbounded, a burst of custom orders held MBs each). */
export const UPLOADS_RECEIVING_MAX = REENCODES_WAITING_MAX + 1;

/** Checks uploads by content and re-encodes them (dropping anything hidden in the file); every file is stored, or none. */
@Injectable()
export class ImageUploadService {
  private readonly logger = new Logger('ImageUpload');
  private readonly reencodes = pLimit(1);
  private receiving = 0;

  constructor(
    private readonly config: GatewayConfig,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly variants: ImageVariants,
  ) {}

  /** A place for one multipart request to be read, given back by calling the function returned (once); 503 when none is free. */
  admitUpload(): () => void {
    if (this.receiving >= UPLOADS_RECEIVING_MAX) throw new ServiceUnavailableException(REENCODES_BUSY_MESSAGE);
    this.receiving += 1;
    return () => void (this.receiving -= 1);
  }

  /** Keys are `<keyPrefix><uuid>.webp`. */
  async storeAll(files: { buffer: Buffer }[], keyPrefix = ''): Promise<string[]> {
    if (this.reencodes.pendingCount + files.length > REENCODES_WAITING_MAX) {
      throw new ServiceUnavailableException(REENCODES_BUSY_MESSAGE);
    }
    const encoded = await Promise.all(files.map((file) => this.reencodes(() => this.reencode(file.buffer))));
    const keys: string[] = [];
    try {
      for (const image of encoded) {
        const key = `${keyPrefix}${randomUUID()}.webp`;
        await this.store.put(key, image, STORED_IMAGE_TYPE);
        keys.push(key);
      }
      return keys;
    } catch (error) {
      await this.discard(keys);
      throw error;
    }
  }

  /**
   * `save`s what shows the images stored under `keys`. Refused (4xx), they go; after a time-out or a 5xx the
   * write may still land and keeps them (swept later). A repeat answers the first write: what it does not show goes.
   */
  async saveWith<T>(keys: string[], save: () => Promise<T>, shows: (saved: T, key: string) => boolean): Promise<T> {
    if (keys.length === 0) return await save();
    let saved: T;
    try {
      saved = await save();
    } catch (error) {
      if (error instanceof ServiceCallError && error.status >= 400 && error.status < 500) await this.discard(keys);
      throw error;
    }
    await this.discard(keys.filter((key) => !shows(saved, key)));
    return saved;
  }

  /** Images no product or request shows (any more), with their kept variants. */
  async discard(keys: string[]): Promise<void> {
    this.variants.forget(keys);
    try {
      await this.store.remove(keys);
    } catch (error) {
      this.logger.warn(`Could not remove unused images ${keys.join(', ')}: ${String(error)}`);
    }
  }

  private async reencode(buffer: Buffer): Promise<Buffer> {
    const options = { limitInputPixels: this.config.UPLOAD_MAX_PIXELS, failOn: 'error' as const };
    const sharp = await loadSharp();
    let format: string | undefined;
    try {
      format = (await sharp(buffer, options).metadata()).format;
    } catch (error) {
      if (String(error).includes('pixel limit')) throw new PayloadTooLargeException('Image has too many pixels');
      throw new UnsupportedMediaTypeException('Only image files are accepted');
    }
    if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) {
      throw new UnsupportedMediaTypeException('Only image files are accepted');
    }
    try {
      return await sharp(buffer, options)
        .rotate()
        .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: STORED_IMAGE_QUALITY })
        .toBuffer();
    } catch {
      throw new UnsupportedMediaTypeException('The image could not be read');
    }
  }
}
