import { Logger } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Client, type BucketItem } from 'minio';
import type { StorageConfig } from '../config/common.config.js';
import type { ObjectStore, StoredObject, StoredObjectInfo } from './object-store.js';

/** The object-store settings the client uses (all a short-lived drawing process is sent). */
export type S3Settings = Pick<
  StorageConfig,
  'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET' | 'S3_REGION'
>;

const RETRYABLE = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'socket hang up'];

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound';
}

/** S3 through the official MinIO client; one retry for a connection the server dropped. */
export class MinioObjectStore implements ObjectStore {
  private readonly logger = new Logger('ObjectStore');
  private readonly client: Client;
  private bucketReady?: Promise<void>;

  constructor(private readonly config: S3Settings) {
    const url = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      useSSL: url.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
  }

  /** Creates the bucket on first use, so a fresh MinIO or s3rver needs no set-up step. */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= this.retry(async () => {
      if (!(await this.client.bucketExists(this.config.S3_BUCKET))) {
        await this.client.makeBucket(this.config.S3_BUCKET, this.config.S3_REGION);
      }
    }).catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.retry(() =>
      this.client.putObject(this.config.S3_BUCKET, key, body, body.length, { 'Content-Type': contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    await this.ensureBucket();
    try {
      // One request: the object's stream is the HTTP response and carries type and length.
      const body = await this.retry(() => this.client.getObject(this.config.S3_BUCKET, key));
      const headers = (body as Readable & Partial<Pick<IncomingMessage, 'headers'>>).headers ?? {};
      return {
        body,
        contentType: String(headers['content-type'] ?? 'application/octet-stream'),
        size: Number(headers['content-length'] ?? 0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    await this.ensureBucket();
    try {
      await this.retry(() => this.client.statObject(this.config.S3_BUCKET, key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.ensureBucket();
    await this.retry(() => this.client.removeObjects(this.config.S3_BUCKET, keys));
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.config.S3_BUCKET, '', true) as AsyncIterable<BucketItem>) {
      if (item.name) yield { key: item.name, lastModified: item.lastModified };
    }
  }

  private async retry<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      const text = `${(error as Error).message} ${(error as { code?: string }).code ?? ''}`;
      if (!RETRYABLE.some((hint) => text.includes(hint))) throw error;
      this.logger.warn(`Object store connection dropped (${text.trim()}); retrying once`);
      return await operation();
    }
  }
}
