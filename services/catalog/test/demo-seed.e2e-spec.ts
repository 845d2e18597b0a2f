import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CATALOG_PATTERNS,
  DOCUMENT_STORE,
  IMAGE_KEY_PATTERN,
  OCCASION_CATEGORIES,
  PRODUCT_KINDS,
  PRODUCT_KIND_SPECS,
  type DocumentStore,
  type ProductKind,
  type ProductView,
} from '@flowershop/common';
import { transportsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { SEED_RUNS } from '../src/demo/demo-seeder.js';
import { keyOf, objectStore, sender, startCatalog } from './support/catalog-harness.js';

type Catalogue = Record<ProductKind, ProductView[]>;

const imageUrls = (product: ProductView) => product.images ?? (product.imageUrl ? [product.imageUrl] : []);

for (const transport of transportsUnderTest()) {
  describe(`catalog demo seed over ${transport}`, () => {
    let harness: ServiceHarness;
    let seeded: Catalogue;
    const send = sender(() => harness);
    const catalogue = async (): Promise<Catalogue> => {
      const entries = await Promise.all(
        PRODUCT_KINDS.map(async (kind) => [kind, await send<ProductView[]>(CATALOG_PATTERNS.products[kind].list, {})]),
      );
      return Object.fromEntries(entries) as Catalogue;
    };
    const store = () => harness.app.get<DocumentStore>(DOCUMENT_STORE);

    before(async () => {
      harness = await startCatalog(transport, { SEED_DEMO: 'true' });
      seeded = await catalogue();
    });
    after(async () => harness?.close());

    it('fills an empty catalogue: six or more of each kind, occasion products in seven of the eight categories', async () => {
      for (const kind of PRODUCT_KINDS) assert.ok(seeded[kind].length >= 6, `${kind}: ${seeded[kind].length}`);
      const categories = new Set(seeded['occasion-product'].map((product) => product.category));
      assert.ok(categories.size >= 6, `${categories.size} categories`);
      assert.ok(
        OCCASION_CATEGORIES.some((category) => !categories.has(category)),
        'one category stays empty, to show that state',
      );
      const all = PRODUCT_KINDS.flatMap((kind) => seeded[kind]);
      assert.equal(new Set(all.map((product) => product._id)).size, all.length);
      for (const product of all) {
        assert.ok(product.name.length > 2 && product.price > 0, JSON.stringify(product));
        if (product.description !== undefined) assert.ok(product.description.length > 10, product.name);
      }
      for (const kind of ['bouquet', 'occasion-product'] as const) {
        for (const product of seeded[kind]) assert.equal(product.images?.length, 2, product.name);
      }
      for (const kind of ['box', 'keychain'] as const) {
        for (const product of seeded[kind]) assert.ok(product.imageUrl, product.name);
      }
    });

    it('stored every picture it points to in the object store, as WebP', async () => {
      const urls = PRODUCT_KINDS.flatMap((kind) => seeded[kind].flatMap(imageUrls));
      assert.equal(new Set(urls).size, urls.length);
      for (const url of urls) {
        assert.match(keyOf(url), IMAGE_KEY_PATTERN, 'a key the gateway serves');
        const object = await objectStore(harness).get(keyOf(url));
        assert.equal(object?.contentType, 'image/webp', url);
        object?.body.resume();
      }
    });

    it('changes nothing when the service starts again', async () => {
      await harness.restart();
      assert.deepEqual(await catalogue(), seeded);
    });

    it('completes a run that stopped half-way without duplicating anything', async () => {
      // What a crash after some writes leaves: no record of a finished run, products and pictures missing.
      const [, second] = seeded.bouquet;
      const [keychain] = seeded.keychain;
      await store().collection(SEED_RUNS).deleteMany({});
      await store().collection(PRODUCT_KIND_SPECS.bouquet.collection).deleteById(second._id);
      await store().collection(PRODUCT_KIND_SPECS.keychain.collection).deleteById(keychain._id);
      await objectStore(harness).remove(imageUrls(second).map(keyOf));
      await harness.restart();
      const after = await catalogue();
      const shape = (products: ProductView[]) => products.map(({ createdAt, updatedAt, ...rest }) => rest);
      for (const kind of PRODUCT_KINDS) assert.deepEqual(shape(after[kind]), shape(seeded[kind]), kind);
      for (const url of imageUrls(second)) assert.equal(await objectStore(harness).exists(keyOf(url)), true, url);
      seeded = after;
    });

    it('does not bring back a demo product the admin deleted', async () => {
      const [box] = seeded.box;
      await send(CATALOG_PATTERNS.products.box.delete, { id: box._id });
      await harness.restart();
      const boxes = await send<ProductView[]>(CATALOG_PATTERNS.products.box.list, {});
      assert.deepEqual(
        boxes.map((b) => b._id),
        seeded.box.slice(1).map((b) => b._id),
      );
    });
  });
}

describe('catalog demo seed into a catalogue with products of its own', () => {
  let harness: ServiceHarness;
  const send = sender(() => harness);
  before(async () => {
    harness = await startCatalog('tcp');
  });
  after(async () => harness?.close());

  it('leaves it alone', async () => {
    await send(CATALOG_PATTERNS.products.keychain.create, { fields: { name: 'Own Charm', price: 9 } });
    await harness.restart({ SEED_DEMO: 'true' });
    for (const kind of PRODUCT_KINDS) {
      const names = (await send<ProductView[]>(CATALOG_PATTERNS.products[kind].list, {})).map((p) => p.name);
      assert.deepEqual(names, kind === 'keychain' ? ['Own Charm'] : [], kind);
    }
  });
});
