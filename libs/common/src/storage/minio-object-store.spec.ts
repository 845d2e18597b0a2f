import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { text } from 'node:stream/consumers';
import { loadConfig, StorageConfig } from '../config/index.js';
import { tempDir } from '../testing/temp-dir.js';
import { freePort } from '../testing/free-port.js';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3.js';
import { MinioObjectStore } from './minio-object-store.js';
import { ObjectStoreUnavailableError } from './object-store.js';

describe('MinioObjectStore against a real S3 API (s3rver)', () => {
  const dir = tempDir();
  let s3: EmbeddedS3;
  let store: MinioObjectStore;

  before(async () => {
    s3 = await startEmbeddedS3(dir.path);
    store = new MinioObjectStore(loadConfig(StorageConfig, { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'spec-bucket' }));
  });
  after(async () => {
    await s3.close();
    dir.remove();
  });

  it('creates the bucket on first use, stores and reads back an object with its type', async () => {
    await store.put('hello.webp', Buffer.from('pretend image'), 'image/webp');
    const object = await store.get('hello.webp');
    assert.ok(object);
    assert.equal(object.contentType, 'image/webp');
    assert.equal(object.size, 13);
    assert.equal(await text(object.body), 'pretend image');
  });

  it('answers null and false for a key that does not exist', async () => {
    assert.equal(await store.get('missing.webp'), null);
    assert.equal(await store.exists('missing.webp'), false);
  });

  it('removes objects', async () => {
    await store.put('gone.webp', Buffer.from('x'), 'image/webp');
    assert.equal(await store.exists('gone.webp'), true);
    await store.remove(['gone.webp']);
    assert.equal(await store.exists('gone.webp'), false);
  });

  it('lists every object with its last-modified time', async () => {
    const before = Date.now() - 1000;
    const keys = Array.from({ length: 25 }, (_, n) => `many/${String(n).padStart(2, '0')}.webp`);
    for (const key of keys) await store.put(key, Buffer.from('x'), 'image/webp');
    const listed = [];
    for await (const object of store.list()) if (object.key.startsWith('many/')) listed.push(object);
    assert.deepEqual(listed.map((object) => object.key).sort(), keys);
    assert.ok(listed.every((object) => object.lastModified.getTime() >= before));
    await store.remove(keys);
  });

  it('keeps objects across an S3 server restart (data on disk)', async () => {
    await store.put('kept.webp', Buffer.from('kept'), 'image/webp');
    await s3.close();
    const port = Number(new URL(s3.endpoint).port);
    s3 = await startEmbeddedS3(dir.path, port);
    const object = await store.get('kept.webp');
    assert.equal(object && (await text(object.body)), 'kept');
  });
});

describe('MinioObjectStore when the object store does not answer', () => {
  const TIMEOUT_MS = 1000;
  /** Accepts connections and never says a word, as a hung or paused server. */
  let silent: Server;
  const held = new Set<Socket>();
  const storeAt = (endpoint: string) =>
    new MinioObjectStore({
      ...loadConfig(StorageConfig, { S3_ENDPOINT: endpoint, S3_BUCKET: 'spec-bucket' }),
      S3_TIMEOUT_MS: TIMEOUT_MS,
    });
  /** Resolves to how long `call` took to fail as unavailable. */
  const failsUnavailable = async (call: Promise<unknown>): Promise<number> => {
    const started = Date.now();
    await assert.rejects(call, ObjectStoreUnavailableError);
    return Date.now() - started;
  };

  before(async () => {
    silent = createServer((socket) => held.add(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a put, a read and a check after S3_TIMEOUT_MS instead of waiting for ever', async () => {
    const { port } = silent.address() as { port: number };
    const store = storeAt(`http://127.0.0.1:${port}`);
    for (const call of [
      () => store.put('late.webp', Buffer.from('x'), 'image/webp'),
      () => store.get('late.webp'),
      () => store.exists('late.webp'),
    ]) {
      const took = await failsUnavailable(call());
      assert.ok(took >= TIMEOUT_MS - 50 && took < TIMEOUT_MS * 3, `failed after ${took} ms`);
    }
  });

  it('fails as unavailable at once when nothing listens', async () => {
    const store = storeAt(`http://127.0.0.1:${await freePort()}`);
    assert.ok((await failsUnavailable(store.get('any.webp'))) < TIMEOUT_MS);
  });
});
