import mongoose, { type Connection } from 'mongoose';
import {
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type NewDocument,
  type StoredDocument,
  type UpdateSpec,
} from './document-store.js';
import { newId } from './new-id.js';

type RawCollection = ReturnType<Connection['collection']>;

function rethrow(error: unknown): never {
  if ((error as { code?: number }).code === 11000) throw new DuplicateKeyError((error as Error).message);
  throw error;
}

class MongoCollection<T extends StoredDocument> implements Collection<T> {
  constructor(private readonly raw: RawCollection) {}

  async insert(doc: NewDocument<T>): Promise<T> {
    const full = { ...doc, _id: doc._id ?? newId() };
    try {
      await this.raw.insertOne(full as never);
    } catch (error) {
      rethrow(error);
    }
    return full as unknown as T;
  }

  async findById(id: string): Promise<T | null> {
    return (await this.raw.findOne({ _id: id } as never)) as T | null;
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.raw.findOne(filter as never)) as T | null;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.raw.find(filter as never);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    return await this.raw.countDocuments(filter as never);
  }

  async updateOne(filter: Filter, update: UpdateSpec): Promise<T | null> {
    try {
      return (await this.raw.findOneAndUpdate(filter as never, update as never, {
        returnDocument: 'after',
      })) as T | null;
    } catch (error) {
      rethrow(error);
    }
  }

  async deleteById(id: string): Promise<T | null> {
    return (await this.raw.findOneAndDelete({ _id: id } as never)) as T | null;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.raw.deleteMany(filter as never)).deletedCount;
  }

  async ensureIndex(field: string, options: { unique?: boolean; expireAfterSeconds?: number } = {}): Promise<void> {
    await this.raw.createIndex({ [field]: 1 }, options);
  }
}

/** Production: MongoDB through mongoose's connection (one database per service). */
export class MongoDocumentStore implements DocumentStore {
  private constructor(private readonly connection: Connection) {}

  static async connect(url: string, dbName?: string): Promise<MongoDocumentStore> {
    const connection = await mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
    return new MongoDocumentStore(connection);
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    return new MongoCollection<T>(this.connection.collection(name));
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
