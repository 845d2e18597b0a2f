import { Logger } from '@nestjs/common';
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

// The package is CommonJS while its typings declare an ES default export.
const Datastore = NedbModule as unknown as typeof NedbModule.default;
type Datastore = InstanceType<typeof Datastore>;

const COMPACT_EVERY_MS = 10 * 60 * 1000;
/** `compactSoon`: once within this, however many ask meanwhile, since a compaction rewrites the whole file. */
export const COMPACT_SOON_MS = 2000;
/**
 * ...and no sooner than this many times the last compaction took, so a big file written without
 * pause (orders under load: 2,000 documents took 120-220 ms on the loaded CI machine) spends at
 * most 0.5% of its time being rewritten (ADR 20).
 */
const COMPACT_SOON_SHARE = 200;
const COLLECTION_NAME = /^[a-z][a-z0-9_-]{0,63}$/;

// The package's typings do not name its lib modules.
const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as { serialize(doc: unknown): string };

/** The part of nedb's Persistence the patch below replaces or calls (ADR 17). */
interface NedbPersistence {
  filename: string;
  inMemoryOnly: boolean;
  modes: { fileMode: number };
  afterSerialization(line: string): string | Promise<string>;
  treatRawData(text: string): Promise<{ data: unknown[] }>;
  persistNewStateAsync(docs: unknown[]): Promise<void>;
}

/** A collection file whose last append failed (a full disk, an unwritable file). */
interface AppendHealth {
  filename: string;
  failure?: Error;
  /** Throws while the disk has no room for an append as long as the failed one; clears `failure` once it has. */
  probe(): void;
}

/** The least a probe writes: a few pages, so the free end of the file's last page is not taken for room. */
const PROBE_BYTES = 64 * 1024;

/**
 * Appends each write synchronously through one open file instead of nedb's `appendFile` (open,
 * write, close and a thread-pool round trip per write: most of the store's cost under load, ADR 11
 * and 17). Same lines, order and durability (with the kernel on resolve, no fsync either way).
 * Compaction renames a new file into place, so its end closes the descriptor; nedb queues both per
 * collection, so no write falls between the rename and the reopen.
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
  /** After the last whole append: what a failed one is cut back to. */
  let length = 0;
  const append = (lines: string) => {
    if (fd === undefined) {
      fd = openSync(persistence.filename, 'a', persistence.modes.fileMode);
      length = fstatSync(fd).size;
    }
    // A new line after a broken one (loading skips empty lines), so no whole line is glued to it.
    const bytes = Buffer.from(brokenLine ? `\n${lines}` : lines, 'utf8');
    try {
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
        // A full disk still took part of a line; nedb refuses to load a file with over 10% broken
        // lines, so a small collection would not start again. Shortening a file needs no space.
        ftruncateSync(failed, length);
      } catch {
        brokenLine = true;
      }
      try {
        closeSync(failed); // the next write opens it again
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
      // nedb changed its memory before the append and does not undo it: a refused order stayed
      // readable ("placed" to a retry) until a restart. Memory is set back to what the file holds,
      // inside the failed operation, before nedb starts the next one.
      try {
        const { data } = await persistence.treatRawData(readFileSync(persistence.filename, 'utf8'));
        (db as unknown as { _resetIndexes(docs: unknown[]): void })._resetIndexes(data);
      } catch {
        // unreadable too: ping says so
      }
      throw error;
    }
  };
  return health;
}

/**
 * nedb reads candidates from the index of the filter's *last* indexed field: `{ _id, state }`
 * scanned every pending mail. Listing `_id` last makes it use the `_id` index.
 */
function byIdFirst(filter: Filter): Filter {
  if (!('_id' in filter) || typeof filter._id !== 'string') return filter;
  const { _id, ...rest } = filter;
  return { ...rest, _id };
}

class NedbCollection<T extends StoredDocument> implements Collection<T> {
  constructor(
    private readonly db: Datastore,
    readonly compactSoon: () => void,
  ) {}

  async insert(doc: NewDocument<T>): Promise<T> {
    try {
      return (await this.db.insertAsync({ ...doc, _id: doc._id ?? newId() })) as T;
    } catch (error) {
      rethrowDuplicateKey(error);
    }
  }

  async findById(id: string): Promise<T | null> {
    return (await this.db.findOneAsync({ _id: id })) as T | null;
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.db.findOneAsync(byIdFirst(filter))) as T | null;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.db.findAsync(byIdFirst(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as T[];
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
      return (affectedDocuments ?? null) as T | null;
    } catch (error) {
      rethrowDuplicateKey(error);
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
   * nedb copies a value's whole array of documents on every write of one of them: an index on a
   * status was a seventh of orders' allocations in the order bench. Reads by such a field scan.
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

/** Embedded default: one append-only nedb file per collection; without a folder, memory only (unit specs). */
export class NedbDocumentStore implements DocumentStore {
  private readonly databases = new Map<string, Datastore>();
  private readonly appends: AppendHealth[] = [];
  private readonly compactions = new Map<string, NodeJS.Timeout>();
  private readonly compactionMs = new Map<string, number>();
  private readonly logger = new Logger('DocumentStore');

  constructor(private readonly dir?: string) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name: ${name}`);
    const db =
      this.databases.get(name) ??
      (this.dir ? this.openFile(join(this.dir, `${name}.db`)) : new Datastore({ inMemoryOnly: true }));
    this.databases.set(name, db);
    return new NedbCollection<T>(db, () => this.compactSoon(name, db));
  }

  /** The append-only file keeps every earlier version of a document until it is compacted. */
  private compactSoon(name: string, db: Datastore): void {
    if (!this.dir || this.compactions.has(name)) return;
    const last = this.compactionMs.get(name) ?? 0;
    const delay = Math.min(COMPACT_EVERY_MS, Math.max(COMPACT_SOON_MS, COMPACT_SOON_SHARE * last));
    const timer = setTimeout(() => {
      // Asked again from now on: what is written during this compaction may need the next one.
      this.compactions.delete(name);
      const started = performance.now();
      db.compactDatafileAsync()
        .catch((error: unknown) =>
          this.logger.warn(`${name}: compaction failed, the routine one tries again: ${String(error)}`),
        )
        .finally(() => this.compactionMs.set(name, performance.now() - started));
    }, delay);
    timer.unref();
    this.compactions.set(name, timer);
  }

  private openFile(filename: string): Datastore {
    const db = new Datastore({
      filename,
      autoload: true,
      // An unloadable file stops the process (every operation would wait for ever); nedb's message names no file.
      onload: (error) => {
        if (error) {
          throw new Error(
            `The data file ${filename} cannot be loaded: ${error.message} Restore it from a backup, or remove its unreadable lines, and start again.`,
          );
        }
      },
    });
    const appends = appendThroughOpenFile(db);
    if (appends) this.appends.push(appends);
    db.setAutocompactionInterval(COMPACT_EVERY_MS);
    return db;
  }

  /** Files whose last append failed and whose disk still has no room: health turns well again before the next real write. */
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
    for (const timer of this.compactions.values()) clearTimeout(timer);
    this.compactions.clear();
    await Promise.all(
      [...this.databases.values()].map(async (db) => {
        db.stopAutocompaction();
        await db.compactDatafileAsync();
      }),
    );
    this.databases.clear();
  }
}
