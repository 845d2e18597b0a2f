/**
 * The storage port every service writes through. Two adapters implement it: nedb files
 * (embedded default) and MongoDB (production). Queries use the operator subset both share.
 */
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
}

export interface IndexOptions {
  unique?: boolean;
  expireAfterSeconds?: number;
  /**
   * The field takes a handful of values (a status). MongoDB indexes it like any other; the embedded
   * store does not (see NedbCollection.ensureIndex): queries by it are answered either way.
   */
  fewValues?: boolean;
}

export interface DocumentStore {
  collection<T extends StoredDocument>(name: string): Collection<T>;
  /** Resolves while the store answers reads and takes writes; rejects saying what is wrong. */
  ping(): Promise<void>;
  /**
   * Why writes fail now, as far as the store knows without asking a server (the embedded store:
   * a file that refuses appends, e.g. on a full disk); undefined while they do not. Cheap enough
   * for every health ping.
   */
  writeProblem(): string | undefined;
  close(): Promise<void>;
}

/** Raised when an insert or update breaks a unique index. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}

export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
