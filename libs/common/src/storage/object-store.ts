import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

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
  /** Streamed: a bucket may hold more keys than fit in one answer. */
  list(): AsyncIterable<StoredObjectInfo>;
}

export const OBJECT_STORE = Symbol('OBJECT_STORE');

/** Refused, dropped, or silent past S3_TIMEOUT_MS: an outage the gateway answers 503, to be tried again. */
export class ObjectStoreUnavailableError extends Error {
  override name = 'ObjectStoreUnavailableError';
}
