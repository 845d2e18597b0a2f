import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DuplicateKeyError, type DocumentStore, type StoredDocument } from './document-store.js';

interface Flower extends StoredDocument {
  name: string;
  price: number;
  tags?: string[];
  tries?: number;
}

/**
 * The behaviour every DocumentStore adapter must share. Run against nedb always and against
 * MongoDB when one is reachable; a service written against one must work on the other.
 */
export function documentStoreContract(
  adapter: string,
  open: () => Promise<DocumentStore>,
  options: { skip?: string } = {},
): void {
  describe(`DocumentStore contract: ${adapter}`, { skip: options.skip }, () => {
    let store: DocumentStore;
    let run = 0;
    const fresh = () => store.collection<Flower>(`flowers_${++run}_${Date.now() % 100000}`);

    before(async () => {
      store = await open();
    });
    after(async () => {
      await store?.close();
    });

    it('inserts with a generated string id and finds it again', async () => {
      const flowers = fresh();
      const rose = await flowers.insert({ name: 'Rose', price: 12 });
      assert.equal(typeof rose._id, 'string');
      assert.ok(rose._id.length >= 16);
      assert.deepEqual(await flowers.findById(rose._id), rose);
      assert.equal(await flowers.findById('does-not-exist'), null);
    });

    it('keeps an id the caller chose', async () => {
      const flowers = fresh();
      const tulip = await flowers.insert({ _id: 'tulip-1', name: 'Tulip', price: 8 });
      assert.equal(tulip._id, 'tulip-1');
      assert.equal((await flowers.findById('tulip-1'))?.name, 'Tulip');
    });

    it('filters by equality and operators, sorts, skips and limits', async () => {
      const flowers = fresh();
      for (const [name, price] of [
        ['A', 30],
        ['B', 10],
        ['C', 20],
        ['D', 40],
      ] as const) {
        await flowers.insert({ name, price });
      }
      const ascending = await flowers.find({}, { sort: { price: 1 } });
      assert.deepEqual(
        ascending.map((f) => f.name),
        ['B', 'C', 'A', 'D'],
      );
      const descending = await flowers.find({}, { sort: { price: -1 }, skip: 1, limit: 2 });
      assert.deepEqual(
        descending.map((f) => f.name),
        ['A', 'C'],
      );
      const cheap = await flowers.find({ price: { $lt: 25 } }, { sort: { name: 1 } });
      assert.deepEqual(
        cheap.map((f) => f.name),
        ['B', 'C'],
      );
      assert.equal((await flowers.findOne({ name: 'D' }))?.price, 40);
      assert.equal(await flowers.count({ name: { $in: ['A', 'B', 'Z'] } }), 2);
    });

    it('updates atomically with $set, $inc and $unset and returns the new document', async () => {
      const flowers = fresh();
      const lily = await flowers.insert({ name: 'Lily', price: 5, tries: 0, tags: ['white'] });
      const updated = await flowers.updateOne(
        { _id: lily._id },
        { $set: { price: 6 }, $inc: { tries: 1 }, $unset: { tags: true } },
      );
      assert.equal(updated?.price, 6);
      assert.equal(updated?.tries, 1);
      assert.equal(updated?.tags, undefined);
      assert.equal(await flowers.updateOne({ _id: 'missing' }, { $set: { price: 1 } }), null);
    });

    it('deletes by id and reports what was deleted', async () => {
      const flowers = fresh();
      const daisy = await flowers.insert({ name: 'Daisy', price: 3 });
      assert.equal((await flowers.deleteById(daisy._id))?.name, 'Daisy');
      assert.equal(await flowers.deleteById(daisy._id), null);
      await flowers.insert({ name: 'X', price: 1 });
      await flowers.insert({ name: 'Y', price: 1 });
      assert.equal(await flowers.deleteMany({ price: 1 }), 2);
      assert.equal(await flowers.count(), 0);
    });

    it('enforces unique indexes with DuplicateKeyError', async () => {
      const flowers = fresh();
      await flowers.ensureIndex('name', { unique: true });
      await flowers.insert({ name: 'Orchid', price: 15 });
      await assert.rejects(flowers.insert({ name: 'Orchid', price: 16 }), DuplicateKeyError);
      assert.equal(await flowers.count({ name: 'Orchid' }), 1);
    });
  });
}
