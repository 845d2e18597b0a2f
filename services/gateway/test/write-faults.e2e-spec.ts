import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { loadConfig, StorageConfig } from '@flowershop/common/config';
import { MinioObjectStore } from '@flowershop/common/storage/minio';
import { startStack, type Stack } from '@flowershop/common/testing';
import { adminLogin, assertLoadsAsImage, bearer, call, form, pngImage, storedImageCount } from './support/http.js';

interface Product {
  _id: string;
  name: string;
  price: number;
  images: string[];
}

const RPC_TIMEOUT_MS = 1500;
const GRACE_MS = 8000;

/**
 * Product writes under faults (issue 6, items 7 and 8): a write that timed out at the gateway
 * while the catalog was paused (SIGSTOP) lands when it resumes, with its images; a retry with
 * the same Idempotency-Key answers that write instead of writing again; uploads nobody uses
 * are swept after the grace period.
 */
describe('product writes under faults', () => {
  let stack: Stack;
  let auth: Record<string, string>;
  let images: MinioObjectStore;

  before(async () => {
    stack = await startStack({
      env: {
        RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
        IMAGE_SWEEP_GRACE_MS: String(GRACE_MS),
        IMAGE_SWEEP_INTERVAL_MS: '250',
      },
    });
    auth = bearer((await adminLogin(stack.baseUrl)).token);
    images = new MinioObjectStore(loadConfig(StorageConfig, { S3_ENDPOINT: stack.env.S3_ENDPOINT }));
  });
  after(async () => stack?.close());

  /** Runs `during` with the catalog frozen, then lets it continue. */
  const whileCatalogPaused = async <T>(during: () => Promise<T>): Promise<T> => {
    const pid = stack.pids().catalog!;
    process.kill(pid, 'SIGSTOP');
    try {
      return await during();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  };

  const postBouquet = (name: string, headers: Record<string, string> = {}, color = '#c2185b') =>
    pngImage(40, 30, color).then((image) =>
      call<Product>(stack.baseUrl, '/api/bouquets', {
        method: 'POST',
        headers: { ...auth, ...headers },
        body: form({ name, price: '31', description: 'Peonies', images: image }),
      }),
    );

  const bouquetsNamed = async (name: string) =>
    (await call<Product[]>(stack.baseUrl, '/api/bouquets')).body.filter((product) => product.name === name);

  const waitForBouquet = async (name: string): Promise<Product> => {
    for (;;) {
      const [found] = await bouquetsNamed(name);
      if (found) return found;
      await sleep(100);
    }
  };

  const objectKeys = async () => {
    const keys = new Set<string>();
    for await (const object of images.list()) keys.add(object.key);
    return keys;
  };

  it('a create that timed out while the catalog was paused lands later with an image that loads', async () => {
    const name = `Late Peonies ${randomUUID()}`;
    const answer = await whileCatalogPaused(() => postBouquet(name));
    assert.equal(answer.status, 504, JSON.stringify(answer.body));
    const landed = await waitForBouquet(name);
    assert.equal(landed.images.length, 1);
    await assertLoadsAsImage(stack.baseUrl, landed.images[0]);
  });

  it('a retry with the same Idempotency-Key answers the write that timed out, without a second product', async () => {
    const name = `Retried Roses ${randomUUID()}`;
    const key = randomUUID();
    const timedOut = await whileCatalogPaused(() => postBouquet(name, { 'Idempotency-Key': key }));
    assert.equal(timedOut.status, 504);
    const landed = await waitForBouquet(name);
    const imagesBefore = storedImageCount(stack.dataDir);
    const retry = await postBouquet(name, { 'Idempotency-Key': key });
    assert.equal(retry.status, 201, JSON.stringify(retry.body));
    assert.equal(retry.body._id, landed._id);
    assert.deepEqual(retry.body.images, landed.images);
    assert.equal((await bouquetsNamed(name)).length, 1);
    // The retry's own upload is not used by anything, so it is not kept.
    assert.equal(storedImageCount(stack.dataDir), imagesBefore);
    await assertLoadsAsImage(stack.baseUrl, landed.images[0]);
  });

  it('two concurrent creates with one key make one product and both answer it', async () => {
    const name = `Twin Tulips ${randomUUID()}`;
    const key = randomUUID();
    const [one, two] = await Promise.all([
      postBouquet(name, { 'Idempotency-Key': key }),
      postBouquet(name, { 'Idempotency-Key': key }),
    ]);
    assert.deepEqual([one.status, two.status], [201, 201]);
    assert.equal(one.body._id, two.body._id);
    assert.equal((await bouquetsNamed(name)).length, 1);
  });

  it('the same key with a different request is refused with 422; a malformed key with 400; nothing is written', async () => {
    const key = randomUUID();
    const name = `Keyed Lilies ${randomUUID()}`;
    assert.equal((await postBouquet(name, { 'Idempotency-Key': key })).status, 201);
    const imagesBefore = storedImageCount(stack.dataDir);
    const reused = await postBouquet(`${name} (changed)`, { 'Idempotency-Key': key });
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.body, {
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request; send a new key with each new submission',
    });
    // Same text, another picture: also another request.
    assert.equal((await postBouquet(name, { 'Idempotency-Key': key }, '#00796b')).status, 422);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'ümlaut-key-1']) {
      const answer = await postBouquet(`${name} bad`, { 'Idempotency-Key': bad });
      assert.equal(answer.status, 400, bad);
      assert.match((answer.body as unknown as { message: string }).message, /Idempotency-Key must be 8 to 128/);
    }
    assert.equal(storedImageCount(stack.dataDir), imagesBefore);
    assert.equal((await bouquetsNamed(`${name} (changed)`)).length, 0);
    assert.equal((await bouquetsNamed(`${name} bad`)).length, 0);
  });

  it('an update that timed out lands later; its retry answers it; the replaced image goes only then', async () => {
    const name = `Changing Daisies ${randomUUID()}`;
    const created = (await postBouquet(name)).body;
    const oldImage = created.images[0];
    const key = randomUUID();
    const update = async () =>
      call<Product>(stack.baseUrl, `/api/bouquets/${created._id}`, {
        method: 'PUT',
        headers: { ...auth, 'Idempotency-Key': key },
        body: form({ price: '44', images: await pngImage(20, 20, '#303f9f') }),
      });
    const timedOut = await whileCatalogPaused(async () => {
      const answer = await update();
      // The old image still serves while the update has not happened.
      await assertLoadsAsImage(stack.baseUrl, oldImage);
      return answer;
    });
    assert.equal(timedOut.status, 504);
    let current = (await call<Product>(stack.baseUrl, `/api/bouquets/${created._id}`)).body;
    while (current.price !== 44) {
      await sleep(100);
      current = (await call<Product>(stack.baseUrl, `/api/bouquets/${created._id}`)).body;
    }
    await assertLoadsAsImage(stack.baseUrl, current.images[0]);
    assert.equal((await fetch(`${stack.baseUrl}${oldImage}`)).status, 404);
    const retry = await update();
    assert.equal(retry.status, 200);
    assert.deepEqual(retry.body.images, current.images);
  });

  it('a DELETE repeated after it succeeded answers 404', async () => {
    const created = (await postBouquet(`Short-lived ${randomUUID()}`)).body;
    const remove = () => call(stack.baseUrl, `/api/bouquets/${created._id}`, { method: 'DELETE', headers: auth });
    assert.equal((await remove()).status, 200);
    assert.equal((await remove()).status, 404);
  });

  it('an upload whose write was lost is swept after the grace period; used and fresh images stay', async () => {
    const used = (await postBouquet(`Kept Orchids ${randomUUID()}`)).body.images[0];
    const before = await objectKeys();
    // The catalog dies while paused: the write never happens, the upload stays behind.
    const pid = stack.pids().catalog!;
    process.kill(pid, 'SIGSTOP');
    const lost = await postBouquet(`Lost Lilies ${randomUUID()}`);
    process.kill(pid, 'SIGKILL');
    assert.equal(lost.status, 504);
    await (
      await stack.stop('catalog')
    )();
    const [orphan] = [...(await objectKeys())].filter((key) => !before.has(key));
    assert.ok(orphan, 'the lost write left its upload');
    const fresh = `${randomUUID()}.webp`;
    await images.put(fresh, Buffer.from('not yet used'), 'image/webp');
    while ((await fetch(`${stack.baseUrl}/api/images/${orphan}`)).status === 200) await sleep(100);
    assert.equal((await fetch(`${stack.baseUrl}/api/images/${fresh}`)).status, 200, 'a fresh orphan is kept');
    await assertLoadsAsImage(stack.baseUrl, used);
  });
});
