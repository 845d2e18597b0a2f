import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DuplicateKeyError, type DocumentStore, type StoredDocument } from '../persistence/document-store.js';

interface Flower extends StoredDocument {
  name: string;
  price: number;
  tags?: string[];
  tries?: number;
  note?: string;
  details?: { colour?: string; stems?: number };
  queue?: { id: string; done: string[]; tries: number }[];
}

/**
 * The behaviour every DocumentStore adapter must share. Run against nedb always and against
 * MongoDB when one is reachable; a service written against one must work on the other.
 */
export function documentStoreContract(
  adapter: string,
  open: () => Promise<DocumentStore>,
  options: {
    skip?: string;
    /** Runs after the store is closed: removes what the suite wrote. */
    cleanUp?: () => Promise<void>;
  } = {},
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
      await options.cleanUp?.();
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

    it('refuses an update onto a unique value with DuplicateKeyError; ensuring an index again is harmless', async () => {
      const flowers = fresh();
      await flowers.ensureIndex('name', { unique: true });
      await flowers.ensureIndex('name', { unique: true });
      await flowers.ensureIndex('price');
      await flowers.insert({ name: 'Iris', price: 1 });
      const aster = await flowers.insert({ name: 'Aster', price: 2 });
      await assert.rejects(flowers.updateOne({ _id: aster._id }, { $set: { name: 'Iris' } }), DuplicateKeyError);
      assert.equal((await flowers.findById(aster._id))?.name, 'Aster');
      await assert.rejects(flowers.insert({ _id: aster._id, name: 'Other', price: 3 }), DuplicateKeyError);
    });

    it('answers queries, counts and conditional updates by a field indexed as having few values', async () => {
      const flowers = fresh();
      await flowers.ensureIndex('price', { fewValues: true });
      const iris = await flowers.insert({ name: 'Iris', price: 1 });
      await flowers.insert({ name: 'Aster', price: 1 });
      await flowers.insert({ name: 'Tulip', price: 2 });
      assert.equal(await flowers.count({ price: 1 }), 2);
      assert.equal((await flowers.updateOne({ _id: iris._id, price: 1 }, { $set: { price: 2 } }))?.price, 2);
      assert.deepEqual(
        (await flowers.find({ price: 2 }, { sort: { name: 1 } })).map(({ name }) => name),
        ['Iris', 'Tulip'],
      );
      assert.equal(await flowers.updateOne({ _id: iris._id, price: 1 }, { $set: { price: 3 } }), null);
    });

    it('matches a case-insensitive $regex built by the service, also when counting', async () => {
      const flowers = fresh();
      for (const name of ['BB-20250101-ABC123', 'BB-20250102-XYZ789', 'BB-20250103-abd555']) {
        await flowers.insert({ name, price: 1 });
      }
      const filter = { name: { $regex: new RegExp('ab', 'i') } };
      const found = await flowers.find(filter, { sort: { name: 1 } });
      assert.deepEqual(
        found.map((f) => f.name),
        ['BB-20250101-ABC123', 'BB-20250103-abd555'],
      );
      assert.equal(await flowers.count(filter), 2);
      assert.equal(await flowers.count({ name: { $regex: /^bb-2025010[12]/i } }), 2);
    });

    it('filters with $exists, $ne, $nin, $gte/$lte and on a field inside a sub-document', async () => {
      const flowers = fresh();
      await flowers.insert({ _id: 'a', name: 'A', price: 1, note: 'kept', details: { colour: 'red' } });
      await flowers.insert({ _id: 'b', name: 'B', price: 2, details: { colour: 'white' } });
      await flowers.insert({ _id: 'c', name: 'C', price: 3 });
      const ids = async (filter: Record<string, unknown>) =>
        (await flowers.find(filter, { sort: { _id: 1 } })).map((f) => f._id);
      assert.deepEqual(await ids({ note: { $exists: true } }), ['a']);
      assert.deepEqual(await ids({ note: { $exists: false } }), ['b', 'c']);
      assert.deepEqual(await ids({ _id: { $ne: 'b' } }), ['a', 'c']);
      assert.deepEqual(await ids({ name: { $nin: ['A', 'C'] } }), ['b']);
      assert.deepEqual(await ids({ price: { $gte: 2, $lte: 3 } }), ['b', 'c']);
      assert.deepEqual(await ids({ 'details.colour': 'white' }), ['b']);
      assert.deepEqual(await ids({ _id: { $in: ['c', 'a', 'z'] } }), ['a', 'c']);
    });

    it('sorts on two fields (the second breaks ties) and pages a filtered list', async () => {
      const flowers = fresh();
      for (const [id, price] of [
        ['a', 2],
        ['b', 1],
        ['c', 2],
        ['d', 1],
        ['e', 3],
      ] as const) {
        await flowers.insert({ _id: id, name: id, price });
      }
      const newestFirst = await flowers.find({}, { sort: { price: -1, _id: -1 } });
      assert.deepEqual(
        newestFirst.map((f) => f._id),
        ['e', 'c', 'a', 'd', 'b'],
      );
      const page = await flowers.find({ price: { $lt: 3 } }, { sort: { price: -1, _id: -1 }, skip: 2, limit: 2 });
      assert.deepEqual(
        page.map((f) => f._id),
        ['d', 'b'],
      );
      assert.equal(await flowers.count({ price: { $lt: 3 } }), 4);
    });

    it('matches an array of sub-documents equal to one read before, and no longer once it changed', async () => {
      // The outbox relay removes the events it published only if the document still holds them as read.
      const flowers = fresh();
      const queued = await flowers.insert({
        name: 'Queued',
        price: 1,
        queue: [
          { id: 'e1', done: ['messaging'], tries: 0 },
          { id: 'e2', done: [], tries: 1 },
        ],
      });
      const read = (await flowers.findById(queued._id))!.queue!;
      assert.equal((await flowers.findOne({ _id: queued._id, queue: read }))?._id, queued._id);
      const grown = await flowers.updateOne(
        { _id: queued._id, queue: read },
        { $set: { queue: [...read, { id: 'e3', done: [], tries: 0 }] } },
      );
      assert.equal(grown?.queue?.length, 3);
      assert.equal(await flowers.updateOne({ _id: queued._id, queue: read }, { $unset: { queue: true } }), null);
      assert.equal(await flowers.count({ queue: read }), 0);
      const emptied = await flowers.updateOne({ _id: queued._id, queue: grown!.queue }, { $unset: { queue: true } });
      assert.equal(emptied?.queue, undefined);
      assert.equal(await flowers.count({ queue: { $exists: true } }), 0);
    });

    it('counts conditional $inc atomically: parallel tries stop at the limit', async () => {
      // A one-time code's tries are counted this way, so parallel guesses cannot exceed the limit.
      const flowers = fresh();
      const code = await flowers.insert({ name: 'code', price: 0, tries: 0 });
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () =>
          flowers.updateOne({ _id: code._id, tries: { $lt: 5 } }, { $inc: { tries: 1 } }),
        ),
      );
      assert.equal(attempts.filter(Boolean).length, 5);
      // Each answer shows its own try, or a later one (MongoDocumentStore reads the document back
      // after its write).
      for (const attempt of attempts.filter(Boolean)) assert.ok(attempt!.tries! >= 1 && attempt!.tries! <= 5);
      assert.equal((await flowers.findById(code._id))?.tries, 5);
    });

    it('never lets two racing conditional updates both match (50 rounds of 20, by id and by another field)', async () => {
      // The places of a delivery date are taken so (ADR 13): a store that let two racing writers
      // both see "booked < 5" would overbook.
      const flowers = fresh();
      for (let round = 0; round < 50; round += 1) {
        const name = `date-${round}`;
        const date = await flowers.insert({ name, price: 0, tries: 0 });
        const filter = round % 2 ? { name, tries: { $lt: 5 } } : { _id: date._id, tries: { $lt: 5 } };
        const taken = await Promise.all(
          Array.from({ length: 20 }, () => flowers.updateOne(filter, { $inc: { tries: 1 } })),
        );
        assert.equal(taken.filter(Boolean).length, 5, `round ${round}: exactly five taken`);
        assert.equal((await flowers.findById(date._id))?.tries, 5, `round ${round}`);
      }
    });

    it('gives a document deleted by two callers at once to only one of them', async () => {
      const flowers = fresh();
      const peony = await flowers.insert({ name: 'Peony', price: 9 });
      const results = await Promise.all([flowers.deleteById(peony._id), flowers.deleteById(peony._id)]);
      assert.deepEqual(results.map((r) => r?.name ?? null).sort(), ['Peony', null].sort());
      assert.equal(await flowers.count(), 0);
    });

    it('reads a field stored as undefined back as absent, never as null', async () => {
      const flowers = fresh();
      const poppy = await flowers.insert({
        name: 'Poppy',
        price: 4,
        note: undefined,
        details: { colour: undefined, stems: 3 },
      });
      for (const doc of [poppy, await flowers.findById(poppy._id)]) {
        assert.equal(doc?.note, undefined);
        assert.deepEqual(JSON.parse(JSON.stringify(doc?.details)), { stems: 3 });
        assert.equal(doc?.details?.colour, undefined);
      }
      await flowers.updateOne({ _id: poppy._id }, { $set: { note: 'written' } });
      const cleared = await flowers.updateOne({ _id: poppy._id }, { $set: { note: undefined, price: 5 } });
      assert.equal(cleared?.note, undefined);
      assert.equal(cleared?.price, 5);
      assert.equal((await flowers.findById(poppy._id))?.note, undefined);
      assert.equal(await flowers.count({ note: { $exists: true } }), 0);
    });
  });
}
