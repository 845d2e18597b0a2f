import { Injectable, Logger } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import type { MailAttachment } from '@flowershop/common/mail';
import type { ObjectStore } from '@flowershop/common/storage';
import { MessagingConfig } from '../config/messaging.config.js';

/**
 * Stored images as mail attachments; the S3 client loads on the first mail that needs one, so the
 * service starts without it. A missing image is left out (the mail still goes); a store that cannot
 * be reached throws, and the mail is tried again later.
 */
@Injectable()
export class MailAttachments {
  private readonly logger = new Logger('MailAttachments');
  private store?: Promise<ObjectStore>;

  constructor(private readonly config: MessagingConfig) {}

  async load(keys: readonly string[]): Promise<MailAttachment[]> {
    if (keys.length === 0) return [];
    this.store ??= import('@flowershop/common/storage/minio').then(
      ({ MinioObjectStore }) => new MinioObjectStore(this.config),
    );
    const store = await this.store;
    const attachments: MailAttachment[] = [];
    for (const key of keys) {
      const object = await store.get(key);
      if (!object) {
        this.logger.warn(`Image ${key} is gone: the mail goes without it`);
        continue;
      }
      // The key's own name, as the gateway stored it, for the mail client to show.
      const extension = object.contentType.split('/')[1]?.split(';')[0] ?? 'bin';
      const filename = key.includes('.') ? key : `${key}.${extension}`;
      attachments.push({ filename, content: await buffer(object.body), contentType: object.contentType });
    }
    return attachments;
  }
}
