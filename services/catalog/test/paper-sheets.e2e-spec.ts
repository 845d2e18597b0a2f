import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import { CATALOG_PATTERNS, IMAGE_KEY_PATTERN, type PaperSheet } from '@flowershop/common/contracts';
import { startEmbeddedS3, type EmbeddedS3 } from '@flowershop/common/storage/embedded-s3';
import { freePort, setupsUnderTest, tempDir, waitFor, type ServiceHarness } from '@flowershop/common/testing';
import { sheetPictureFile } from '../src/paper-sheets/sheet-pictures.js';
import { keyOf, objectStore, sender, startCatalog } from './support/catalog-harness.js';

/** SPEC §3, written out here so a change to the contract list shows up as a failure. */
const SPEC_SHEETS: [string, number][] = [
  ['Coach Pink', 5],
  ['Hermes White', 5],
  ['Hermes Pink', 5],
  ['Cow', 4],
  ['Dior Black', 5],
  ['Dior Green', 5],
  ['Dior Red', 5],
  ['Dior Pink', 5],
  ['Simple Black', 3],
  ['Simple White', 3],
];

/** The picture committed for a sheet (services/catalog/assets/paper-sheets). */
const committed = (sheet: PaperSheet) => readFile(sheetPictureFile(sheet.id));

for (const setup of setupsUnderTest()) {
  describe(`catalog paper sheets ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    const send = sender(() => harness);
    const sheets = () => send<PaperSheet[]>(CATALOG_PATTERNS.paperSheets.list, {});

    before(async () => {
      harness = await startCatalog(setup);
    });
    after(async () => harness?.close());

    it('lists exactly the ten sheets of SPEC §3 with their prices, each with a slug id and an image URL', async () => {
      const list = await sheets();
      assert.deepEqual(
        list.map(({ name, price }) => [name, price]),
        SPEC_SHEETS,
      );
      assert.equal(new Set(list.map((sheet) => sheet.id)).size, 10);
      for (const sheet of list) {
        assert.match(sheet.id, /^[a-z]+(-[a-z]+)?$/);
        assert.match(keyOf(sheet.image), IMAGE_KEY_PATTERN);
      }
      assert.equal(list.find((sheet) => sheet.name === 'Coach Pink')?.id, 'coach-pink');
    });

    it("stored each sheet's committed WebP picture, a distinct one per sheet, at start-up", async () => {
      const store = objectStore(harness);
      const digests = new Set<string>();
      for (const sheet of await sheets()) {
        const object = await store.get(keyOf(sheet.image));
        assert.ok(object, `${sheet.name}: no picture`);
        assert.equal(object.contentType, 'image/webp');
        const bytes = await buffer(object.body);
        assert.ok(bytes.equals(await committed(sheet)), `${sheet.name}: not the committed picture`);
        digests.add(createHash('sha256').update(bytes).digest('hex'));
      }
      assert.equal(digests.size, 10);
    });

    it('stores a missing picture again on the next start and overwrites none that is there', async () => {
      const listed = await sheets();
      const [first, second] = listed;
      const store = objectStore(harness);
      await store.remove([keyOf(first.image)]);
      assert.equal(await store.exists(keyOf(first.image)), false);
      const replaced = Buffer.from('a picture put there by hand');
      await store.put(keyOf(second.image), replaced, 'image/webp');
      await harness.restart();
      assert.deepEqual(await sheets(), listed);
      const [restored, kept] = await Promise.all(
        [first, second].map((sheet) => objectStore(harness).get(keyOf(sheet.image))),
      );
      assert.ok(
        restored && (await buffer(restored.body)).equals(await committed(first)),
        'the missing one, stored again',
      );
      assert.ok(kept && (await buffer(kept.body)).equals(replaced), 'the present one, left alone');
    });
  });
}

describe('catalog paper sheet pictures while the object store is still down', () => {
  let harness: ServiceHarness;
  let s3: EmbeddedS3 | undefined;
  const objects = tempDir();
  const send = sender(() => harness);
  after(async () => {
    await harness?.close();
    await s3?.close();
    objects.remove();
  });

  it('serves the list, keeps trying, and stores the paper sheet pictures once the store is up', async () => {
    const port = await freePort();
    harness = await startCatalog({ transport: 'tcp' }, { S3_ENDPOINT: `http://127.0.0.1:${port}` });
    const sheets = await send<PaperSheet[]>(CATALOG_PATTERNS.paperSheets.list, {});
    assert.equal(sheets.length, SPEC_SHEETS.length);
    assert.equal(
      await objectStore(harness)
        .exists(keyOf(sheets[0].image))
        .catch(() => false),
      false,
    );

    s3 = await startEmbeddedS3(objects.path, port);
    for (const sheet of sheets) {
      await waitFor(() => objectStore(harness).exists(keyOf(sheet.image)), `the ${sheet.name} picture`, 60_000);
    }
  });
});
