import { Injectable, Logger } from '@nestjs/common';
import type { MailAttachment } from '@flowershop/common/mail';
import type { ObjectStore } from '@flowershop/common/storage';
import { MessagingConfig } from '../config/messaging.config.js';

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A file name a mail client shows: the key's own name, as the gateway stored it. */
function fileName(key: string, contentType: string): string {
  const extension = contentType.split('/')[1]?.split(';')[0] ?? 'bin';
  return key.includes('.') ? key : `${key}.${extension}`;
}

/**
 * Stored images as mail attachments. The S3 client loads on the first mail that needs one, so
 * the service starts without it. A missing image is left out (the mail still goes); a store
 * that cannot be reached throws, and the mail is tried again later.
 */
@Injectable()
export class MailAttachments {
  private readonly logger = new Logger('MailAttachments');
  private store?: Promise<ObjectStore>;

  constructor(private readonly config: MessagingConfig) {}

  async load(keys: readonly string[]): Promise<MailAttachment[]> {
    if (keys.length === 0) return [];
    const store = await this.objectStore();
    const attachments: MailAttachment[] = [];
    for (const key of keys) {
      const object = await store.get(key);
      if (!object) {
        this.logger.warn(`Image ${key} is gone: the mail goes without it`);
        continue;
      }
      attachments.push({
        filename: fileName(key, object.contentType),
        content: await readAll(object.body),
        contentType: object.contentType,
      });
    }
    return attachments;
  }

  private objectStore(): Promise<ObjectStore> {
    this.store ??= import('@flowershop/common/storage/minio').then(
      ({ MinioObjectStore }) => new MinioObjectStore(this.config),
    );
    return this.store;
  }
}
