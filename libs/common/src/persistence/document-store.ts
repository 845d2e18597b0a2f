// The storage port of every service: nedb files (embedded default) or MongoDB, through the operators both share.
export interface StoredDocument {
  _id: string;
}

/**
 * Equality on fields, plus $in/$nin/$ne/$lt/$lte/$gt/$gte/$exists, and $regex with a RegExp the
 * service built itself (never one taken from a request); other values must be plain data.
 */
export type Filter = Record<string, unknown>;

export interface UpdateSpec {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | 1 | ''>;
  $inc?: Record<string, number>;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export type NewDocument<T extends StoredDocument> = Omit<T, '_id'> & { _id?: string };

export interface Collection<T extends StoredDocument> {
  insert(doc: NewDocument<T>): Promise<T>;
  findById(id: string): Promise<T | null>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Updates the first match atomically and returns it as it is after the update. */
  updateOne(filter: Filter, update: UpdateSpec): Promise<T | null>;
  /** Deletes one document by id and returns it, or null when there was none. */
  deleteById(id: string): Promise<T | null>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndex(field: string, options?: IndexOptions): Promise<void>;
  /**
   * Earlier versions of changed or removed documents leave storage soon, not at the next routine
   * compaction: they may hold what the write took out (a secret, ADR 20). MongoDB rewrites in place.
   */
  compactSoon(): void;
}

export interface IndexOptions {
  unique?: boolean;
  expireAfterSeconds?: number;
  /** A field of a handful of values (a status): the embedded store does not index it (NedbCollection.ensureIndex). */
  fewValues?: boolean;
}

export interface DocumentStore {
  collection<T extends StoredDocument>(name: string): Collection<T>;
  /** Resolves while the store answers reads and takes writes; rejects saying what is wrong. */
  ping(): Promise<void>;
  /** Why writes fail now, known without asking a server (the embedded store's full disk); cheap enough for every health ping. */
  writeProblem(): string | undefined;
  close(): Promise<void>;
}

/** Raised when an insert or update breaks a unique index. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}

/** Either driver's unique-index violation (nedb's `uniqueViolated`, MongoDB's code 11000) as DuplicateKeyError. */
export function rethrowDuplicateKey(error: unknown): never {
  const { errorType, code } = error as { errorType?: string; code?: number };
  if (errorType === 'uniqueViolated' || code === 11000) throw new DuplicateKeyError((error as Error).message);
  throw error;
}

export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
