import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MongoDocumentStore } from '../persistence/mongo-document-store.js';
import {
  mongoUnavailableReason,
  startMongoCompatibleServer,
  type MongoCompatibleServer,
} from '../testing/mongo-server.js';
import { storageFaultOf } from './storage-fault.js';

/** What a call fails with, or a failure of the test when it does not fail. */
async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  assert.fail('expected the call to fail');
}

describe('which failures are a data store outage', () => {
  it("a file call's ENOSPC, EROFS, EIO … is the disk's; the same code from a socket is not", () => {
    const systemError = (code: string, syscall: string) => Object.assign(new Error(code), { code, syscall });
    assert.equal(storageFaultOf(systemError('ENOSPC', 'write')), 'disk');
    assert.equal(storageFaultOf(systemError('EROFS', 'open')), 'disk');
    assert.equal(storageFaultOf(systemError('EACCES', 'connect')), undefined);
    assert.equal(storageFaultOf(new TypeError('x is undefined')), undefined);
    assert.equal(storageFaultOf(undefined), undefined);
  });

  describe('MongoDB stopped under a connected store', { skip: mongoUnavailableReason() }, () => {
    let server: MongoCompatibleServer;
    let store: MongoDocumentStore;

    before(async () => {
      server = await startMongoCompatibleServer();
      store = await MongoDocumentStore.connect(server.url, `storage_fault_${process.pid}`);
      await store.collection('things').insert({ _id: 'kept' });
    });
    after(async () => {
      await store?.close();
      await server?.stop();
    });

    it("a duplicate key is the request's; reads and writes while the server is gone are the database's", async () => {
      const things = store.collection('things');
      assert.equal(storageFaultOf(await failureOf(() => things.insert({ _id: 'kept' }))), undefined);
      if (server.kind !== 'jongodb') return; // a shared server at MONGO_URL is not ours to stop
      await server.stop();
      const write = await failureOf(() => things.insert({ _id: 'new' }));
      assert.equal(storageFaultOf(write), 'database', `${(write as Error).name}: ${(write as Error).message}`);
      const read = await failureOf(() => things.findById('kept'));
      assert.equal(storageFaultOf(read), 'database', `${(read as Error).name}: ${(read as Error).message}`);
    });
  });
});
