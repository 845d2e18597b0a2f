import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ServiceError } from '../errors/service-error.js';
import { tempDir } from '../testing/temp-dir.js';
import { DuplicateKeyError } from './document-store.js';
import {
  IDEMPOTENT_WRITES,
  IdempotentWrites,
  fingerprint,
  insertOnce,
  keyedFields,
  replayed,
  type KeyedDocument,
  type WriteRecord,
} from './idempotent-write.js';
import { NedbDocumentStore } from './nedb-document-store.js';

const dir = tempDir();
const store = new NedbDocumentStore(dir.path);
after(async () => {
  await store.close();
  dir.remove();
});

const reused = { code: 'IDEMPOTENCY_KEY_REUSED', status: 422 };

describe('fingerprint', () => {
  it('is the same for the same data in any field order, at any depth', () => {
    assert.equal(fingerprint({ a: 1, b: { c: [1, 2], d: 'x' } }), fingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    assert.match(fingerprint({ a: 1 }), /^[0-9a-f]{64}$/);
  });

  it('tells other data apart: a value, the order of a list, a field left out', () => {
    const print = fingerprint({ a: 1, list: [1, 2] });
    assert.notEqual(fingerprint({ a: 2, list: [1, 2] }), print);
    assert.notEqual(fingerprint({ a: 1, list: [2, 1] }), print);
    assert.notEqual(fingerprint({ list: [1, 2] }), print);
    // An absent field and one sent as undefined are the same request.
    assert.equal(fingerprint({ a: 1, list: [1, 2], note: undefined }), print);
  });

  it('takes uploaded bytes by their content', () => {
    const print = fingerprint({ images: [Buffer.from('png one')] });
    assert.equal(fingerprint({ images: [Buffer.from('png one')] }), print);
    assert.notEqual(fingerprint({ images: [Buffer.from('png two')] }), print);
  });
});

describe('a document that is its own record', () => {
  type Note = KeyedDocument & { text: string };
  const notes = store.collection<Note>('notes');
  const insert = (doc: Note) => notes.insert(doc);

  it('gets one id per scope and key, and a new id without a key', () => {
    const first = keyedFields('note', 'key-00000001', { text: 'a' });
    assert.deepEqual(keyedFields('note', 'key-00000001', { text: 'a' }), first);
    assert.notEqual(keyedFields('other', 'key-00000001', { text: 'a' })._id, first._id);
    assert.match(first._id, /^[0-9a-f]{24}$/);
    const unkeyed = keyedFields('note', undefined, { text: 'a' });
    assert.equal(unkeyed.requestFingerprint, undefined);
    assert.notEqual(unkeyed._id, keyedFields('note', undefined, { text: 'a' })._id);
  });

  it('concurrent copies store one document and all answer it', async () => {
    const doc = { ...keyedFields('note', 'key-race-0001', { text: 'hello' }), text: 'hello' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => insertOnce(notes, doc, insert)));
    assert.ok(answers.every((answer) => answer._id === doc._id && answer.text === 'hello'));
    assert.equal(await notes.count({ _id: doc._id }), 1);
  });

  it('the same key with another request is refused and changes nothing', async () => {
    const key = 'key-reused-001';
    await insertOnce(notes, { ...keyedFields('note', key, { text: 'first' }), text: 'first' }, insert);
    const other = { ...keyedFields('note', key, { text: 'other' }), text: 'other' };
    await assert.rejects(insertOnce(notes, other, insert), {
      ...reused,
      message: 'This Idempotency-Key was already used for a different request; send a new key with each new submission',
    });
    const stored = (await notes.findById(other._id))!;
    assert.equal(stored.text, 'first');
    assert.throws(() => replayed(stored, other.requestFingerprint), reused);
    assert.equal(replayed(stored, keyedFields('note', key, { text: 'first' }).requestFingerprint), stored);
  });

  it('a clash without a key is not a repeat; a keyed document deleted between the copies is 409', async () => {
    const unkeyed = { _id: 'plain-note', text: 'x' };
    await notes.insert(unkeyed);
    await assert.rejects(insertOnce(notes, unkeyed, insert), DuplicateKeyError);
    const keyed = { ...keyedFields('note', 'key-deleted-01', { text: 'y' }), text: 'y' };
    const lostRace = () => Promise.reject(new DuplicateKeyError('taken, then deleted'));
    await assert.rejects(insertOnce(notes, keyed, lostRace), { code: 'IDEMPOTENCY_BUSY', status: 409 });
  });
});

describe('IdempotentWrites: a record of its own', () => {
  type Answer = { id: string; value: string };
  const writes = new IdempotentWrites<string, Answer>(store, 200);
  const records = store.collection<WriteRecord<string, Answer>>(IDEMPOTENT_WRITES);
  let key = 0;
  const next = (input = 'v1', print = 'p1') => ({ key: `key-${++key}`, fingerprint: fingerprint(print), input });
  /** A write that counts its runs. */
  const counted = () => {
    const runs: [string, string][] = [];
    const apply = async (id: string, input: string) => {
      runs.push([id, input]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { id, value: input };
    };
    return { runs, apply };
  };

  it('a repeat answers the first result and writes nothing more, also while the first is running', async () => {
    const write = next();
    const { runs, apply } = counted();
    const answers = await Promise.all([writes.run(write, apply), writes.run(write, apply), writes.run(write, apply)]);
    const again = await writes.run({ ...write, input: 'v2' }, apply);
    assert.equal(runs.length, 1);
    assert.ok([...answers, again].every((answer) => answer.id === runs[0][0] && answer.value === 'v1'));
    assert.equal((await records.findById(write.key))?.state, 'done');
  });

  it('writes to the target given, or to one id fixed at the claim', async () => {
    const { runs, apply } = counted();
    assert.equal((await writes.run({ ...next(), targetId: 'product-1' }, apply)).id, 'product-1');
    await writes.run(next(), apply);
    assert.match(runs[1][0], /^[0-9a-f]{24}$/);
  });

  it('the same key with another fingerprint is refused', async () => {
    const write = next();
    const { runs, apply } = counted();
    await writes.run(write, apply);
    await assert.rejects(writes.run({ ...write, fingerprint: fingerprint('p2') }, apply), reused);
    assert.equal(runs.length, 1);
  });

  it('a refusal frees the key; any other failure leaves the write for a later attempt to finish', async () => {
    const refused = next();
    await assert.rejects(
      writes.run(refused, () => Promise.reject(ServiceError.notFound('TEST', 'gone'))),
      { status: 404 },
    );
    assert.equal(await records.findById(refused.key), null);

    const crashed = next('first input');
    await assert.rejects(
      writes.run(crashed, () => Promise.reject(new Error('killed'))),
      /killed/,
    );
    assert.deepEqual(await writes.pendingInputs(), ['first input']);
    // The retry waits for the lease (200 ms) to run out, then repeats the first attempt's write.
    const { runs, apply } = counted();
    const answer = await writes.run({ ...crashed, input: 'retry input' }, apply);
    assert.equal(answer.value, 'first input');
    assert.equal(runs.length, 1);
    assert.deepEqual(await writes.pendingInputs(), []);
  });

  it('forgets a key after 24 hours: the same key then writes anew', async () => {
    const write = next();
    const { runs, apply } = counted();
    const first = await writes.run(write, apply);
    await records.updateOne({ _id: write.key }, { $set: { expiresAt: new Date(Date.now() - 1).toISOString() } });
    assert.notEqual((await writes.run(write, apply)).id, first.id);
    assert.equal(runs.length, 2);
    await records.updateOne({ _id: write.key }, { $set: { expiresAt: new Date(Date.now() - 1).toISOString() } });
    assert.equal(await writes.removeExpired(), 1);
    assert.equal(await records.findById(write.key), null);
  });
});
