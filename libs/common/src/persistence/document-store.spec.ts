import assert from 'node:assert/strict';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import {
  dropTestDatabases,
  mongoUnavailableReason,
  startMongoCompatibleServer,
  testMongoDbPrefix,
  type MongoCompatibleServer,
} from '../testing/mongo-server.js';
import { tempDir } from '../testing/temp-dir.js';
import { documentStoreContract } from '../testing/document-store.contract.js';
import { MongoDocumentStore } from './mongo-document-store.js';
import { NedbDocumentStore } from './nedb-document-store.js';

const dir = tempDir();
documentStoreContract('nedb', async () => new NedbDocumentStore(dir.path), { cleanUp: async () => dir.remove() });

// MONGO_URL when set, otherwise jongodb (a wire-protocol server from the devDependencies).
let server: MongoCompatibleServer | undefined;
let mongo: MongoDocumentStore | undefined;
const database = `${testMongoDbPrefix()}_contract`;
documentStoreContract(
  'mongo',
  async () => {
    server = await startMongoCompatibleServer();
    console.log(`document store: ${server.description} (database ${database})`);
    mongo = await MongoDocumentStore.connect(server.url, database);
    return mongo;
  },
  {
    skip: mongoUnavailableReason(),
    cleanUp: async () => {
      try {
        if (server) await dropTestDatabases(server.url, [database], { [database]: mongo?.collectionNames() ?? [] });
      } finally {
        await server?.stop();
      }
    },
  },
);

it('nedb keeps every write in its file across a compaction, with no close (a crash)', async () => {
  const crashDir = tempDir();
  type Flower = { _id: string; name: string; n?: number };
  const first = new NedbDocumentStore(crashDir.path);
  let second: NedbDocumentStore | undefined;
  try {
    const flowers = first.collection<Flower>('kept');
    await flowers.insert({ _id: 'a', name: 'Peony' });
    await flowers.updateOne({ _id: 'a' }, { $set: { n: 1 } });
    // Compaction replaces the file (a rename): the writes after it must land in the new file.
    const databases = (first as unknown as { databases: Map<string, { compactDatafileAsync(): Promise<void> }> })
      .databases;
    await databases.get('kept')!.compactDatafileAsync();
    await flowers.insert({ _id: 'b', name: 'Tulip' });
    await flowers.insert({ _id: 'c', name: 'Gone' });
    await flowers.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    await flowers.deleteById('c');
    // Read by another store while the first is still open, as a restart after a crash would.
    second = new NedbDocumentStore(crashDir.path);
    assert.deepEqual(await second.collection<Flower>('kept').find({}, { sort: { _id: 1 } }), [
      { _id: 'a', name: 'Peony', n: 2 },
      { _id: 'b', name: 'Tulip' },
    ]);
  } finally {
    await second?.close();
    await first.close();
    crashDir.remove();
  }
});

it('nedb data survives reopening the store (a restart)', async () => {
  const restartDir = tempDir();
  try {
    const first = new NedbDocumentStore(restartDir.path);
    const saved = await first.collection<{ _id: string; name: string }>('kept').insert({ name: 'Peony' });
    await first.close();
    const second = new NedbDocumentStore(restartDir.path);
    assert.equal((await second.collection<{ _id: string; name: string }>('kept').findById(saved._id))?.name, 'Peony');
    await second.close();
  } finally {
    restartDir.remove();
  }
});

it('nedb reads a filter naming one _id through the _id index, whatever other indexed fields it has', async () => {
  const indexDir = tempDir();
  const store = new NedbDocumentStore(indexDir.path);
  try {
    type Mail = { _id: string; state: string };
    const mails = store.collection<Mail>('mails');
    await mails.ensureIndex('state');
    for (let n = 0; n < 50; n += 1) await mails.insert({ _id: `m${n}`, state: 'pending' });
    // Which index nedb reads candidates from: the whole 'pending' list through `state` was the fault.
    type Index = { getMatching(value: unknown): unknown[] };
    const indexes = (store as unknown as { databases: Map<string, { indexes: Record<string, Index> }> }).databases.get(
      'mails',
    )!.indexes;
    const read: string[] = [];
    for (const [field, index] of Object.entries(indexes)) {
      const getMatching = index.getMatching.bind(index);
      index.getMatching = (value) => (read.push(field), getMatching(value));
    }
    assert.equal((await mails.updateOne({ _id: 'm7', state: 'pending' }, { $set: { state: 'sent' } }))?.state, 'sent');
    assert.equal((await mails.findOne({ _id: 'm8', state: 'pending' }))?._id, 'm8');
    assert.equal(await mails.count({ _id: 'm7', state: 'pending' }), 0);
    assert.deepEqual(read, ['_id', '_id', '_id']);
    // Without an _id the other index still serves.
    assert.equal((await mails.find({ state: 'sent' })).length, 1);
    assert.equal(read.at(-1), 'state');
  } finally {
    await store.close();
    indexDir.remove();
  }
});

it('nedb after a failed write (a full disk): memory is what the file holds, ping says which file, and it recovers', async () => {
  const fullDir = tempDir();
  const store = new NedbDocumentStore(fullDir.path);
  const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');
  const realWrite = fs.writeSync;
  /** The disk fills up: the next write takes `room` bytes (part of a line) and every later one fails. */
  const diskFull = (room: number) => {
    let left = room;
    fs.writeSync = ((fd: number, buffer: Buffer, offset?: number) => {
      if (left === 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      const from = offset ?? 0;
      const written = realWrite(fd, buffer, from, Math.min(left, buffer.length - from));
      left -= written;
      return written;
    }) as typeof fs.writeSync;
    syncBuiltinESMExports();
  };
  const diskFreed = () => {
    fs.writeSync = realWrite;
    syncBuiltinESMExports();
  };
  type Flower = { _id: string; name: string; n?: number };
  try {
    const flowers = store.collection<Flower>('flowers');
    await flowers.ensureIndex('name');
    await flowers.insert({ _id: 'a', name: 'Peony', n: 1 });
    await store.ping();

    diskFull(7);
    await assert.rejects(flowers.insert({ _id: 'b', name: 'Tulip' }), /ENOSPC/);
    await assert.rejects(flowers.updateOne({ _id: 'a' }, { $set: { n: 2 } }), /ENOSPC/);
    await assert.rejects(flowers.deleteById('a'), /ENOSPC/);
    // Refused means not done, also in memory: no "b" (a retry would have found it "placed"), "a" as it was.
    assert.equal(await flowers.findById('b'), null);
    assert.deepEqual(await flowers.find({ name: 'Peony' }), [{ _id: 'a', name: 'Peony', n: 1 }]);
    await assert.rejects(store.ping(), (error: Error) => {
      assert.match(error.message, /1 data file\(s\) cannot be written/);
      assert.ok(error.message.includes(join(fullDir.path, 'flowers.db')), error.message);
      assert.match(error.message, /ENOSPC/);
      return true;
    });

    // The part of a line the full disk took is cut off again: a start after a crash now reads
    // every line (nedb refuses a file with more than a tenth of them broken).
    const lines = readFileSync(join(fullDir.path, 'flowers.db'), 'utf8').split('\n');
    const parsed = lines.filter((line) => line !== '').map((line) => JSON.parse(line) as { _id?: string });
    assert.deepEqual(parsed.map((line) => line._id).filter(Boolean), ['a']); // besides index declarations

    diskFreed();
    await store.ping(); // the file takes writes again, before any real write
    await flowers.insert({ _id: 'c', name: 'Lily' });
    await flowers.updateOne({ _id: 'a' }, { $set: { n: 3 } });
  } finally {
    diskFreed();
    await store.close();
  }
  // What a restart reads: the part of a line the full disk cut off is skipped, nothing else is lost.
  const reopened = new NedbDocumentStore(fullDir.path);
  try {
    assert.deepEqual(await reopened.collection<Flower>('flowers').find({}, { sort: { _id: 1 } }), [
      { _id: 'a', name: 'Peony', n: 3 },
      { _id: 'c', name: 'Lily' },
    ]);
  } finally {
    await reopened.close();
    fullDir.remove();
  }
});
