import mongoose, { type Connection } from 'mongoose';
import {
  rethrowDuplicateKey,
  type Collection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type NewDocument,
  type StoredDocument,
  type UpdateSpec,
} from './document-store.js';
import { newId } from './new-id.js';

type RawCollection = ReturnType<Connection['collection']>;

// Only what MongoDB and the tests' jongodb both have: insert, find, countDocuments, updateOne with
// $set/$unset/$inc, delete, createIndexes. Not create/drop, findAndModify (not atomic on jongodb),
// findOneAndDelete, $push/$pull, projections beyond `_id`, change streams or transactions: every
// atomic write is a single-document one (a document with its outbox events, a try counter).

/** Plain data to copy field by field; dates, regular expressions, buffers and BSON values are kept as they are. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    !(value instanceof RegExp) &&
    !ArrayBuffer.isView(value) &&
    !('_bsontype' in value)
  );
}

/** A field set to `undefined` is absent, as in nedb and JSON; the driver would store `null`, which a view would send on. */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (!isPlainData(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== undefined) copy[key] = withoutUndefined(field);
  }
  return copy as T;
}

/** `$set` of `undefined` removes the field, as it reads back on nedb. */
function toMongoUpdate({ $set, $unset, $inc }: UpdateSpec): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const unset: Record<string, ''> = {};
  for (const key of Object.keys($unset ?? {})) unset[key] = '';
  for (const [key, value] of Object.entries($set ?? {})) {
    if (value === undefined) unset[key] = '';
    else set[key] = withoutUndefined(value);
  }
  return {
    ...(Object.keys(set).length > 0 && { $set: set }),
    ...(Object.keys(unset).length > 0 && { $unset: unset }),
    ...($inc && Object.keys($inc).length > 0 && { $inc }),
  };
}

class MongoCollection<T extends StoredDocument> implements Collection<T> {
  constructor(private readonly raw: RawCollection) {}

  async insert(doc: NewDocument<T>): Promise<T> {
    const full = withoutUndefined({ ...doc, _id: doc._id ?? newId() });
    try {
      await this.raw.insertOne(full as never);
    } catch (error) {
      rethrowDuplicateKey(error);
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
    const changes = toMongoUpdate(update);
    // An update that changes nothing is refused by some servers; it still answers the match.
    if (Object.keys(changes).length === 0) return await this.findOne(filter);
    try {
      return await this.updateThenRead(filter, changes);
    } catch (error) {
      rethrowDuplicateKey(error);
    }
  }

  /**
   * One updateOne on the match's id (found first when the filter names none; retried with the next
   * match if another writer changed it), then the document read back (a later write may show). Not
   * findOneAndUpdate: jongodb's findAndModify is not atomic (20 racing "booked < 5" took 6–7, ADR 13).
   */
  private async updateThenRead(filter: Filter, changes: Record<string, unknown>): Promise<T | null> {
    const named = typeof filter._id === 'string' ? filter._id : undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const id = named ?? (await this.raw.findOne(filter as never, { projection: { _id: 1 } }))?._id;
      if (id === undefined) return null;
      const { matchedCount } = await this.raw.updateOne({ ...filter, _id: id } as never, changes as never);
      if (matchedCount === 1) return (await this.raw.findOne({ _id: id } as never)) as T | null;
      if (named !== undefined) return null;
    }
    return null;
  }

  async deleteById(id: string): Promise<T | null> {
    // Of two concurrent deletes only the one that removed it answers it (no findOneAndDelete, see above).
    const existing = await this.findById(id);
    if (!existing) return null;
    const { deletedCount } = await this.raw.deleteOne({ _id: id } as never);
    return deletedCount === 1 ? existing : null;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.raw.deleteMany(filter as never)).deletedCount;
  }

  async ensureIndex(field: string, { fewValues: _, ...options }: IndexOptions = {}): Promise<void> {
    try {
      await this.raw.createIndex({ [field]: 1 }, withoutUndefined(options));
    } catch (error) {
      rethrowDuplicateKey(error); // documents already breaking a new unique index
    }
  }

  compactSoon(): void {
    // An update or delete leaves no readable copy behind in the database.
  }
}

/** Production: MongoDB through mongoose's connection (one database per service). */
export class MongoDocumentStore implements DocumentStore {
  private readonly opened = new Set<string>();

  private constructor(private readonly connection: Connection) {}

  static async connect(url: string, dbName?: string): Promise<MongoDocumentStore> {
    const connection = await mongoose
      .createConnection(url, {
        dbName,
        serverSelectionTimeoutMS: 5000,
        // Collections appear on their first write and indexes come from ensureIndex: no `create`.
        autoCreate: false,
        autoIndex: false,
      })
      .asPromise();
    return new MongoDocumentStore(connection);
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    this.opened.add(name);
    return new MongoCollection<T>(this.connection.collection(name));
  }

  async ping(): Promise<void> {
    await this.collection('health').findById('probe');
  }

  /** The server answers each write with its own reason. */
  writeProblem(): undefined {
    return undefined;
  }

  /** For tests, which clear them where a server cannot drop databases. */
  collectionNames(): string[] {
    return [...this.opened];
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
