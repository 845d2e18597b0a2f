import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** One entry of a bucket listing. */
export interface StoredObjectInfo {
  key: string;
  lastModified: Date;
}

/** Where images live (MinIO in production, s3rver in the embedded default): both speak S3. */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  remove(keys: string[]): Promise<void>;
  /** Every object in the bucket, streamed (a bucket may hold more keys than fit in one answer). */
  list(): AsyncIterable<StoredObjectInfo>;
}

export const OBJECT_STORE = Symbol('OBJECT_STORE');

/**
 * The object store did not answer (refused, dropped, or silent past S3_TIMEOUT_MS): an outage of
 * images, which the gateway answers 503 so an admin or shopper can try again.
 */
export class ObjectStoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ObjectStoreUnavailableError';
  }
}
