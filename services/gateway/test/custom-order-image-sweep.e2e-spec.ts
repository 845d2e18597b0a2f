import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { loadConfig, StorageConfig } from '@flowershop/common/config';
import type { CustomOrder } from '@flowershop/common/contracts';
import { MinioObjectStore } from '@flowershop/common/storage/minio';
import { startStack, waitFor, type Stack } from '@flowershop/common/testing';
import { adminLogin, assertLoadsAsImage, bearer, call, pngImage } from './support/http.js';

/** Longer than the stack's RPC_TIMEOUT_MS (5 s), as the gateway's config requires. */
const GRACE_MS = 6000;
const INTERVAL_MS = 250;
const UPLOAD = {
  type: 'upload',
  name: 'Erin Example',
  email: 'erin@example.test',
  phone: '609 555 0133',
  message: '',
  flowerType: 'Ranunculus',
  occasion: 'Birthday',
  budget: '$60 – $90',
  deliveryDate: '',
};

const customKey = () => `custom-${randomUUID()}.webp`;

/**
 * The gateway's sweep of custom orders' pictures over RabbitMQ: a `custom-…` picture no stored
 * request refers to (its submission never landed) is removed once older than the grace period;
 * a request's picture, a product upload and a fresh picture stay; while orders does not answer
 * which pictures are in use, nothing is removed.
 */
describe('custom-order picture sweep (RabbitMQ)', () => {
  let stack: Stack;
  let admin: string;
  let images: MinioObjectStore;
  /** The picture of a real custom order, kept throughout. */
  let referenced: string;

  before(async () => {
    stack = await startStack({
      transport: 'rmq',
      env: {
        CUSTOM_IMAGE_SWEEP_GRACE_MS: String(GRACE_MS),
        CUSTOM_IMAGE_SWEEP_INTERVAL_MS: String(INTERVAL_MS),
      },
    });
    admin = (await adminLogin(stack.baseUrl)).token;
    images = new MinioObjectStore(loadConfig(StorageConfig, { S3_ENDPOINT: stack.env.S3_ENDPOINT }));
  });
  after(async () => stack?.close());

  const picture = () => Buffer.from('a picture whose request never landed');

  /** Failed passes the gateway's custom-order sweep has logged so far. */
  const failedPasses = () =>
    stack
      .logs()
      .split('\n')
      .filter((line) => line.includes('CustomOrderImageSweep') && line.includes('nothing removed')).length;

  it('removes an old custom picture no request refers to; keeps the request’s picture, product uploads and fresh ones', async () => {
    const orphan = customKey();
    const productUpload = `${randomUUID()}.webp`;
    await images.put(orphan, picture(), 'image/webp');
    await images.put(productUpload, picture(), 'image/webp');

    const data = new FormData();
    data.append('data', JSON.stringify(UPLOAD));
    data.append('uploadImage', await pngImage(60, 40), 'picture.png');
    const stored = await call<CustomOrder>(stack.baseUrl, '/api/custom-orders', { method: 'POST', body: data });
    assert.equal(stored.status, 201, JSON.stringify(stored.body));
    referenced = /\/(custom-[0-9a-f-]{36}\.webp)$/.exec(stored.body.uploadImage ?? '')?.[1] ?? '';
    assert.ok(referenced, `a picture key in ${stored.body.uploadImage}`);

    // Everything above ages past the grace period; then a fresh orphan arrives.
    await sleep(GRACE_MS + 500);
    const fresh = customKey();
    await images.put(fresh, picture(), 'image/webp');
    await waitFor(async () => !(await images.exists(orphan)), 'the old orphan to be swept', 30_000);
    // A few more passes: none of them takes what is in use.
    await sleep(4 * INTERVAL_MS);
    assert.equal(await images.exists(referenced), true, 'the request’s picture stays');
    assert.equal(await images.exists(productUpload), true, 'a product upload is the catalogue’s to sweep');
    assert.equal(await images.exists(fresh), true, 'a fresh picture stays');
    await assertLoadsAsImage(stack.baseUrl, stored.body.uploadImage!, { headers: bearer(admin) });
    await images.remove([fresh]);
  });

  it('removes nothing while orders does not answer (warning logged), and sweeps once it answers again', async () => {
    const orphan = customKey();
    await images.put(orphan, picture(), 'image/webp');
    const restart = await stack.stop('orders');
    try {
      await sleep(GRACE_MS + 500);
      // The first failure may come from a pass that started before the orphan was old enough;
      // the second started after the first had ended.
      const before = failedPasses();
      await waitFor(() => failedPasses() >= before + 2, 'two passes that could not read the keys in use', 40_000);
      assert.equal(await images.exists(orphan), true, 'an unknown answer removes nothing');
      assert.equal(await images.exists(referenced), true);
    } finally {
      await restart();
    }
    await waitFor(async () => !(await images.exists(orphan)), 'the orphan to be swept once orders answers', 30_000);
    assert.equal(await images.exists(referenced), true, 'the request’s picture still stays');
  });
});
