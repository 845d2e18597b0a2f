import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { CATALOG_PATTERNS } from '@flowershop/common/contracts';
import type { ObjectStore } from '@flowershop/common/storage';
import type { ServiceHarness } from '@flowershop/common/testing';
import { ImageSweeper } from '../src/images/image-sweeper.js';
import { objectStore, sender, startCatalog } from './support/catalog-harness.js';

/**
 * Listings give an object's time to the second (S3 and s3rver), so an object can look up to a
 * second older than it is: the grace leaves the fresh one two seconds before it looks old, even
 * when a loaded machine delays the next sweep (1.5 s swept it in CI once).
 */
const GRACE_MS = 3000;
const upload = () => `${randomUUID()}.webp`;

describe('catalog image sweep', () => {
  let harness: ServiceHarness;
  let store: ObjectStore;
  const send = sender(() => harness);
  const sweeper = () => harness.app.get(ImageSweeper);

  /** Resolves once a sweep that started after this call has finished. */
  const nextSweep = async () => {
    const since = Date.now();
    while (!(sweeper().lastSweep && sweeper().lastSweep!.finishedAt > since + 1)) await sleep(25);
  };

  before(async () => {
    harness = await startCatalog(
      { transport: 'tcp' },
      {
        IMAGE_SWEEP_GRACE_MS: String(GRACE_MS),
        IMAGE_SWEEP_INTERVAL_MS: '200',
      },
    );
    store = objectStore(harness);
  });
  after(async () => harness?.close());

  it('removes old unreferenced uploads on its own, keeps referenced, fresh and drawn images', async () => {
    const orphan = upload();
    const shown = upload();
    const drawn = 'sheet-test-v9.webp';
    for (const key of [orphan, shown, drawn]) await store.put(key, Buffer.from('img'), 'image/webp');
    await send(CATALOG_PATTERNS.products.keychain.create, {
      fields: { name: 'Kept Charm', price: 4, imageKeys: [shown] },
    });
    // Let the first three age past the grace, then add a fresh orphan.
    await sleep(GRACE_MS + 1100);
    const fresh = upload();
    await store.put(fresh, Buffer.from('img'), 'image/webp');
    await nextSweep();
    assert.equal(await store.exists(orphan), false, 'old orphan swept');
    assert.equal(await store.exists(shown), true, 'image of a product kept');
    assert.equal(await store.exists(drawn), true, 'drawn image kept');
    assert.equal(await store.exists(fresh), true, 'fresh orphan kept');
  });
});
