import NedbModule from '@seald-io/nedb';
import {
  closeSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  DuplicateKeyError,
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

// The package is CommonJS while its typings declare an ES default export.
const Datastore = NedbModule as unknown as typeof NedbModule.default;
type Datastore = InstanceType<typeof Datastore>;

const COMPACT_EVERY_MS = 10 * 60 * 1000;
const COLLECTION_NAME = /^[a-z][a-z0-9_-]{0,63}$/;

/** nedb's own serializer (the package's typings do not name its lib modules). */
const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as { serialize(doc: unknown): string };

/** The part of nedb's Persistence that appends each write to the collection's file. */
interface NedbPersistence {
  filename: string;
  inMemoryOnly: boolean;
  modes: { fileMode: number };
  afterSerialization(line: string): string | Promise<string>;
  /** What a start makes of the file's text: the documents (a few broken lines are skipped). */
  treatRawData(text: string): Promise<{ data: unknown[] }>;
  persistNewStateAsync(docs: unknown[]): Promise<void>;
}

/** nedb's in-memory side: every index, `_id` included, holds the documents. */
interface NedbMemory {
  _resetIndexes(docs?: unknown[]): void;
}

/**
 * After a failed append the file is the truth: nedb changes its memory before it appends and
 * does not undo that when the append fails, so a refused insert stayed readable (and a retry of a
 * refused order found it "placed") until the next start forgot it. Memory is set back to what
 * the file holds, read by nedb's own loader as a start reads it. Runs inside the failed operation,
 * before nedb starts the next one.
 */
async function reloadFromFile(db: Datastore, persistence: NedbPersistence): Promise<void> {
  const { data } = await persistence.treatRawData(readFileSync(persistence.filename, 'utf8'));
  (db as unknown as NedbMemory)._resetIndexes(data);
}

/** The last append to a collection's file, when it failed (the disk is full, the file unwritable). */
interface AppendHealth {
  filename: string;
  failure?: Error;
  /**
   * Whether the disk takes an append like the one that failed again: writes (and removes) a file
   * beside it at least that long, so the free end of the file's last page (a full disk still fills
   * that) is not taken for room. Clears `failure` when it does.
   */
  probe(): void;
}

/** The least a probe writes: a few pages. */
const PROBE_BYTES = 64 * 1024;

/**
 * Appends each write through one open file instead of nedb's `appendFile` (open, write, close
 * per write: most of the store's cost under load), and synchronously: an append of a few lines
 * goes to the page cache in microseconds, while an asynchronous one took a thread-pool round trip
 * (a hand-over, a wake-up and a promise) per write, and nedb runs a collection's operations one
 * at a time, each waiting for its append. Same lines, same order, same durability: the data is
 * with the kernel when the operation resolves, as before, and neither way calls fsync. Compaction
 * replaces the file by a rename, so the descriptor is closed when it is done and the next write
 * opens the new file; nedb runs both through one queue per collection, so no write falls between
 * the rename and the reopen. Whether the last append failed is kept for `ping`.
 */
function appendThroughOpenFile(db: Datastore): AppendHealth | undefined {
  const persistence = (db as unknown as { persistence: NedbPersistence }).persistence;
  if (persistence.inMemoryOnly) return undefined;
  let fd: number | undefined;
  db.on('compaction.done', () => {
    const stale = fd;
    fd = undefined;
    if (stale !== undefined) closeSync(stale);
  });
  /** Bytes of the last append that failed: what a probe must find room for. */
  let failedBytes = 0;
  /** The file may end in part of a line (a failed append that could not be cut back). */
  let brokenLine = false;
  const health: AppendHealth = {
    filename: persistence.filename,
    probe() {
      const probeFile = `${persistence.filename}.probe`;
      try {
        writeFileSync(probeFile, Buffer.alloc(Math.max(failedBytes, PROBE_BYTES)));
      } finally {
        rmSync(probeFile, { force: true });
      }
      health.failure = undefined;
    },
  };
  /** The file's length after the last whole append: what a failed one is cut back to. */
  let length = 0;
  const append = (lines: string) => {
    if (fd === undefined) {
      fd = openSync(persistence.filename, 'a', persistence.modes.fileMode);
      length = fstatSync(fd).size;
    }
    // After a line that could not be cut back, the next append starts a new line (loading skips
    // empty lines), so no whole line is glued to the broken one.
    const bytes = Buffer.from(brokenLine ? `\n${lines}` : lines, 'utf8');
    try {
      // A regular file takes the whole append at once; the loop is for the rare short write.
      for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
      length += bytes.length;
      brokenLine = false;
      health.failure = undefined;
    } catch (error) {
      health.failure = error as Error;
      failedBytes = bytes.length;
      const failed = fd;
      fd = undefined;
      try {
        // A full disk still takes what fits in the file's last page: part of a line, which a
        // start after a crash would count as corrupt (nedb refuses a file with over 10% of such
        // lines, so a small collection would not load). Shortening a file needs no space.
        ftruncateSync(failed, length);
      } catch {
        brokenLine = true;
      }
      try {
        closeSync(failed); // opened again by the next write
      } catch {
        // already unusable
      }
      throw error;
    }
  };
  persistence.persistNewStateAsync = async (docs: unknown[]) => {
    let lines = '';
    for (const doc of docs) lines += `${await persistence.afterSerialization(nedbModel.serialize(doc))}\n`;
    if (lines.length === 0) return;
    try {
      append(lines);
    } catch (error) {
      await reloadFromFile(db, persistence).catch(() => undefined); // unreadable too: ping says so
      throw error;
    }
  };
  return health;
}

/** Strips nedb's own bookkeeping so both adapters return the same shape. */
function clean<T>(doc: unknown): T {
  return doc as T;
}

function rethrow(error: unknown): never {
  if ((error as { errorType?: string }).errorType === 'uniqueViolated') {
    throw new DuplicateKeyError((error as Error).message);
  }
  throw error;
}

/**
 * nedb reads candidates from the index of the *last* indexed field in the filter: for
 * `{ _id, state: 'pending' }` it scanned every pending document (thousands while mails queue up)
 * instead of the one with that `_id`. A filter naming one `_id` lists it last, so the unique `_id`
 * index is used; the filter means the same.
 */
function byIdFirst(filter: Filter): Filter {
  if (!('_id' in filter) || typeof filter._id !== 'string') return filter;
  const { _id, ...rest } = filter;
  return { ...rest, _id };
}

class NedbCollection<T extends StoredDocument> implements Collection<T> {
  constructor(private readonly db: Datastore) {}

  async insert(doc: NewDocument<T>): Promise<T> {
    try {
      return clean<T>(await this.db.insertAsync({ ...doc, _id: doc._id ?? newId() }));
    } catch (error) {
      rethrow(error);
    }
  }

  async findById(id: string): Promise<T | null> {
    return clean<T | null>(await this.db.findOneAsync({ _id: id }));
  }

  async findOne(filter: Filter): Promise<T | null> {
    return clean<T | null>(await this.db.findOneAsync(byIdFirst(filter)));
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.db.findAsync(byIdFirst(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return clean<T[]>(await cursor);
  }

  async count(filter: Filter = {}): Promise<number> {
    return await this.db.countAsync(byIdFirst(filter));
  }

  async updateOne(filter: Filter, update: UpdateSpec): Promise<T | null> {
    try {
      const { affectedDocuments } = await this.db.updateAsync(byIdFirst(filter), update, {
        multi: false,
        returnUpdatedDocs: true,
      });
      return clean<T | null>(affectedDocuments ?? null);
    } catch (error) {
      rethrow(error);
    }
  }

  async deleteById(id: string): Promise<T | null> {
    const existing = await this.findById(id);
    if (!existing) return null;
    const removed = await this.db.removeAsync({ _id: id }, { multi: false });
    return removed > 0 ? existing : null;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return await this.db.removeAsync(byIdFirst(filter), { multi: true });
  }

  /**
   * nedb keeps the documents of one value in one array, copied without the old document on every
   * write of any of them: an index on a status made each write of an order copy the list of all
   * orders with its status (under the order benchmark, a seventh of orders' allocations). A field
   * with few values is not indexed here; the rare reads by it scan the collection instead.
   */
  async ensureIndex(field: string, { fewValues, ...options }: IndexOptions = {}): Promise<void> {
    if (fewValues) {
      // A data file written before keeps the index it declared: drop it once.
      if (field in (this.db as unknown as { indexes: Record<string, unknown> }).indexes)
        await this.db.removeIndexAsync(field);
      return;
    }
    await this.db.ensureIndexAsync({ fieldName: field, ...options });
  }
}

/**
 * A collection file nedb cannot load (mostly unreadable lines, a disk that refuses reading) stops
 * the process: every operation would wait for the load for ever. nedb's own message does not say
 * which file, so this one does, and what to do.
 */
function failUnlessLoaded(filename: string, error: Error | null | undefined): void {
  if (!error) return;
  throw new Error(
    `The data file ${filename} cannot be loaded: ${error.message} Restore it from a backup, or remove its unreadable lines, and start again.`,
  );
}

/**
 * Embedded default: one append-only nedb file per collection, e.g. `DATA_DIR/db/catalog/boxes.db`.
 * Without a folder the collections live in memory only, for unit specs: the same queries, updates
 * and unique indexes, nothing on disk.
 */
export class NedbDocumentStore implements DocumentStore {
  private readonly databases = new Map<string, Datastore>();
  private readonly appends: AppendHealth[] = [];

  constructor(private readonly dir?: string) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name: ${name}`);
    let db = this.databases.get(name);
    if (!db) {
      db = this.dir ? this.openFile(join(this.dir, `${name}.db`)) : new Datastore({ inMemoryOnly: true });
      this.databases.set(name, db);
    }
    return new NedbCollection<T>(db);
  }

  private openFile(filename: string): Datastore {
    const db = new Datastore({ filename, autoload: true, onload: (error) => failUnlessLoaded(filename, error) });
    const appends = appendThroughOpenFile(db);
    if (appends) this.appends.push(appends);
    db.setAutocompactionInterval(COMPACT_EVERY_MS);
    return db;
  }

  /**
   * Which collection files do not take writes: their last append failed, and the disk still has
   * no room for one as long (`AppendHealth.probe`). So readiness and /api/health show a full disk,
   * not only the 503s of the writes, and turn well again once the file takes writes, even before
   * the next real one.
   */
  writeProblem(): string | undefined {
    const failing = this.appends.filter((file) => {
      if (!file.failure) return false;
      try {
        file.probe();
        return false;
      } catch {
        return true;
      }
    });
    if (failing.length === 0) return undefined;
    const [first] = failing;
    return `${failing.length} data file(s) cannot be written, writes to them fail: ${first.filename}: ${first.failure?.message}`;
  }

  /** One read through nedb's queue (a missing document is fine), then whether the files take writes. */
  async ping(): Promise<void> {
    await this.collection('health').findById('probe');
    const problem = this.writeProblem();
    if (problem) throw new Error(problem);
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.databases.values()].map(async (db) => {
        db.stopAutocompaction();
        await db.compactDatafileAsync();
      }),
    );
    this.databases.clear();
  }
}
