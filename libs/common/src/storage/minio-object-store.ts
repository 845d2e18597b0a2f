import { Logger } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { BucketItem, Client } from 'minio';
import type { StorageConfig } from '../config/common.config.js';
import {
  ObjectStoreUnavailableError,
  type ObjectStore,
  type StoredObject,
  type StoredObjectInfo,
} from './object-store.js';

/** All a short-lived drawing process is sent. */
export type S3Settings = Pick<
  StorageConfig,
  'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET' | 'S3_REGION'
> &
  Partial<Pick<StorageConfig, 'S3_TIMEOUT_MS'>>;

const DEFAULT_TIMEOUT_MS = 10_000;
const RETRYABLE = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'socket hang up'];

const isConnectionFailure = (error: unknown) =>
  RETRYABLE.some((hint) => `${(error as Error).message} ${(error as { code?: string }).code ?? ''}`.includes(hint));

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound';
}

/**
 * S3 through the MinIO client: one retry for a dropped connection, a deadline on every call (S3_TIMEOUT_MS; the
 * client waits for a silent server for ever, which held an upload "Submitting..." long after the admin gave up).
 * minio (XML, lodash, streams: about 10 MB resident) loads on first use: a process serving no image carries none.
 */
export class MinioObjectStore implements ObjectStore {
  private readonly logger = new Logger('ObjectStore');
  private client?: Promise<Client>;

  constructor(private readonly config: S3Settings) {}

  /** Makes the bucket on first use, so a fresh MinIO or s3rver needs no set-up; a failure is tried again next call. */
  private connect(): Promise<Client> {
    this.client ??= this.open().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }

  private async open(): Promise<Client> {
    const { Client } = await import('minio');
    const url = new URL(this.config.S3_ENDPOINT);
    const client = new Client({
      endPoint: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      useSSL: url.protocol === 'https:',
      accessKey: this.config.S3_ACCESS_KEY,
      secretKey: this.config.S3_SECRET_KEY,
      region: this.config.S3_REGION,
      pathStyle: true,
    });
    await this.retry(async () => {
      if (!(await client.bucketExists(this.config.S3_BUCKET))) {
        await client.makeBucket(this.config.S3_BUCKET, this.config.S3_REGION);
      }
    });
    return client;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const client = await this.connect();
    await this.retry(() =>
      client.putObject(this.config.S3_BUCKET, key, body, body.length, { 'Content-Type': contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const client = await this.connect();
    try {
      // One request: the object's stream is the HTTP response and carries type and length.
      const body = await this.retry(() => client.getObject(this.config.S3_BUCKET, key));
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
    const client = await this.connect();
    try {
      await this.retry(() => client.statObject(this.config.S3_BUCKET, key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const client = await this.connect();
    await this.retry(() => client.removeObjects(this.config.S3_BUCKET, keys));
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    const client = await this.connect();
    for await (const item of client.listObjectsV2(this.config.S3_BUCKET, '', true) as AsyncIterable<BucketItem>) {
      if (item.name) yield { key: item.name, lastModified: item.lastModified };
    }
  }

  private async retry<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await this.withDeadline(operation);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      this.logger.warn(`Object store connection dropped (${String(error)}); retrying once`);
      try {
        return await this.withDeadline(operation);
      } catch (again) {
        throw isConnectionFailure(again)
          ? new ObjectStoreUnavailableError(`The object store cannot be reached: ${String(again)}`)
          : again;
      }
    }
  }

  private withDeadline<T>(operation: () => Promise<T>): Promise<T> {
    const ms = this.config.S3_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS;
    const call = operation();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // A late object stream would hold its connection open: close it when it comes.
        call.then(
          (late) => (late as Partial<Readable> | undefined)?.destroy?.(),
          () => undefined,
        );
        reject(new ObjectStoreUnavailableError(`The object store did not answer within ${ms} ms`));
      }, ms);
    });
    return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
  }
}
