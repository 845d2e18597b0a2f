import assert from 'node:assert/strict';
import { it } from 'node:test';
import { tempDir } from '../testing/temp-dir.js';
import { documentStoreContract } from './document-store.contract.js';
import { MongoDocumentStore } from './mongo-document-store.js';
import { NedbDocumentStore } from './nedb-document-store.js';

const dir = tempDir();
documentStoreContract('nedb', async () => new NedbDocumentStore(dir.path));

const mongoUrl = process.env.MONGO_URL;
documentStoreContract(
  'mongo',
  async () => MongoDocumentStore.connect(mongoUrl!, `flowershop_contract_${process.pid}`),
  {
    skip: mongoUrl
      ? undefined
      : 'MONGO_URL is not set: no MongoDB server can run on this machine (set MONGO_URL to run it)',
  },
);

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
