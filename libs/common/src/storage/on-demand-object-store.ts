import type { ObjectStore, StoredObject, StoredObjectInfo } from './object-store.js';

/**
 * An ObjectStore that creates the real one (and so loads its S3 client) on the first call.
 * A failed creation is not kept: the next call tries again.
 */
export class OnDemandObjectStore implements ObjectStore {
  private store?: Promise<ObjectStore>;

  constructor(private readonly create: () => Promise<ObjectStore>) {}

  private real(): Promise<ObjectStore> {
    this.store ??= this.create().catch((error: unknown) => {
      this.store = undefined;
      throw error;
    });
    return this.store;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await (await this.real()).put(key, body, contentType);
  }

  async get(key: string): Promise<StoredObject | null> {
    return await (await this.real()).get(key);
  }

  async exists(key: string): Promise<boolean> {
    return await (await this.real()).exists(key);
  }

  async remove(keys: string[]): Promise<void> {
    await (await this.real()).remove(keys);
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    yield* (await this.real()).list();
  }
}
