import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '../testing/temp-dir.js';
import { COMPACT_SOON_MS, NedbDocumentStore } from './nedb-document-store.js';

/*
 * What appendThroughOpenFile takes over or calls inside nedb (ADR 17), as
 * @seald-io/nedb 4.1.2 writes it. A new nedb that changes any of them fails here: read it again,
 * then pin the new hashes or drop the patch. The full-disk test in document-store.spec.ts shows
 * the rollback still works.
 */
const PINNED_SOURCE = {
  persistNewStateAsync: 'c1ce32f4a83e5ae3',
  persistCachedDatabaseAsync: 'c18e4f2a76140686',
  treatRawData: 'eeb90a08b8bd46c0',
  _resetIndexes: '88d9ff17fe48c4dd',
  serialize: '81feef2c778a97b4',
};

const sourceHash = (fn: unknown) => createHash('sha256').update(String(fn)).digest('hex').slice(0, 16);
const nedb = (path: string) => createRequire(import.meta.url)(`@seald-io/nedb/lib/${path}`) as Record<string, unknown>;

interface Internals {
  persistence: Record<string, unknown>;
}
const databaseOf = (store: NedbDocumentStore, name: string) =>
  (store as unknown as { databases: Map<string, Internals> }).databases.get(name)!;

describe('nedb persistence patched (ADR 17)', () => {
  it("nedb's persistence still has the shape the patch replaces and calls", () => {
    const Persistence = nedb('persistence.js') as unknown as { prototype: Record<string, unknown> };
    const Datastore = nedb('datastore.js') as unknown as { prototype: Record<string, unknown> };
    assert.deepEqual(
      {
        persistNewStateAsync: sourceHash(Persistence.prototype.persistNewStateAsync),
        persistCachedDatabaseAsync: sourceHash(Persistence.prototype.persistCachedDatabaseAsync),
        treatRawData: sourceHash(Persistence.prototype.treatRawData),
        _resetIndexes: sourceHash(Datastore.prototype._resetIndexes),
        serialize: sourceHash(nedb('model.js').serialize),
      },
      PINNED_SOURCE,
    );
  });

  it("appends each write to the collection's open file, never through nedb's appendFile", async () => {
    const dir = tempDir();
    const store = new NedbDocumentStore(dir.path);
    const storage = nedb('storage.js') as { appendFileAsync: (...args: unknown[]) => Promise<void> };
    const appendFile = storage.appendFileAsync;
    let nedbAppends = 0;
    storage.appendFileAsync = async (...args) => {
      nedbAppends += 1;
      return await appendFile(...args);
    };
    try {
      const flowers = store.collection<{ _id: string; name: string; n?: number }>('flowers');
      await flowers.insert({ _id: 'a', name: 'Peony' });
      await flowers.updateOne({ _id: 'a' }, { $set: { n: 1 } });
      await flowers.insert({ _id: 'b', name: 'Tulip' });
      assert.equal(nedbAppends, 0);
      const lines = readFileSync(join(dir.path, 'flowers.db'), 'utf8').trim().split('\n');
      assert.deepEqual(
        lines.map((line) => JSON.parse(line) as object),
        [
          { _id: 'a', name: 'Peony' },
          { _id: 'a', name: 'Peony', n: 1 },
          { _id: 'b', name: 'Tulip' },
        ],
      );
      // Without the patch nedb appends through its storage module: what the patch takes over.
      delete databaseOf(store, 'flowers').persistence.persistNewStateAsync;
      await flowers.insert({ _id: 'c', name: 'Lily' });
      assert.equal(nedbAppends, 1);
    } finally {
      storage.appendFileAsync = appendFile;
      await store.close();
      dir.remove();
    }
  });

  it('compactSoon drops the earlier lines of a document within COMPACT_SOON_MS, once for many asks, and appends go on', async () => {
    const dir = tempDir();
    const store = new NedbDocumentStore(dir.path);
    const file = join(dir.path, 'codes.db');
    try {
      const codes = store.collection<{ _id: string; secret?: string; n?: number }>('codes');
      await codes.insert({ _id: 'a', secret: 'sealed:v1:x' });
      await codes.updateOne({ _id: 'a' }, { $unset: { secret: true } });
      let compactions = 0;
      (databaseOf(store, 'codes') as unknown as NodeJS.EventEmitter).on('compaction.done', () => (compactions += 1));
      for (let i = 0; i < 5; i++) codes.compactSoon();
      assert.ok(readFileSync(file, 'utf8').includes('sealed:v1:x'), 'kept until the compaction');
      await new Promise((done) => setTimeout(done, COMPACT_SOON_MS + 500));
      assert.equal(compactions, 1);
      assert.equal(readFileSync(file, 'utf8'), '{"_id":"a"}\n');
      await codes.updateOne({ _id: 'a' }, { $set: { n: 1 } });
      assert.equal(
        readFileSync(file, 'utf8'),
        '{"_id":"a"}\n{"_id":"a","n":1}\n',
        'the next write appends to the new file',
      );
    } finally {
      await store.close();
      dir.remove();
    }
  });
});
