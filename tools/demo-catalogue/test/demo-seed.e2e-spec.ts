import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  CATALOG_PATTERNS,
  IMAGE_KEY_PATTERN,
  OCCASION_CATEGORIES,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductView,
} from '@flowershop/common/contracts';
import type { ObjectStore } from '@flowershop/common/storage';
import { startEmbeddedS3, type EmbeddedS3 } from '@flowershop/common/storage/embedded-s3';
import {
  freePort,
  REPO_ROOT,
  setupsUnderTest,
  tempDir,
  waitFor,
  type ServiceHarness,
} from '@flowershop/common/testing';
import { DEMO_PRODUCTS } from '../src/demo/demo-products.js';
import { drawProduct } from '../src/demo/product-art.js';
import { SEED_RECORD_KEY, seedDemoCatalogue, type CatalogCaller } from '../src/seed/demo-seed.js';
import { keyOf, objectStore, startCatalog } from '@flowershop/catalog/dist/test/support/catalog-harness.js';
import { outlineDifference, outlineOf } from './support/picture-outline.js';

type Catalogue = Record<ProductKind, ProductView[]>;

const imageUrls = (product: ProductView) => product.images ?? (product.imageUrl ? [product.imageUrl] : []);

/**
 * Two products whose outlines differ in fewer cells than this look like one drawing in two
 * colours (the old demo art: bouquets 1.5 to 2.3 % apart; every pair of today's is over 3 %).
 */
const LOOK_ALIKE = 0.025;

/** A caller that breaks down (as a crash would) once it has sent `creates` product creates. */
function failingAfter(catalog: CatalogCaller, creates: number): CatalogCaller {
  let sent = 0;
  return {
    send: async <T>(...[service, pattern, payload, timeoutMs]: Parameters<CatalogCaller['send']>) => {
      if (pattern.endsWith('.create') && ++sent > creates) throw new Error('cut short');
      return await catalog.send<T>(service, pattern, payload, timeoutMs);
    },
  };
}

/** An object store that breaks down once it has stored `puts` objects. */
function storeFailingAfter(images: ObjectStore, puts: number): ObjectStore {
  let stored = 0;
  return Object.assign(Object.create(images) as ObjectStore, {
    put: async (key: string, body: Buffer, contentType: string) => {
      if (++stored > puts) throw new Error('store gone');
      await images.put(key, body, contentType);
    },
  });
}

for (const setup of setupsUnderTest()) {
  describe(`catalog demo seed ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    let seeded: Catalogue;
    const send = <T>(pattern: string, payload: unknown) => harness.clients.send<T>('catalog', pattern, payload);
    const seed = () => seedDemoCatalogue(harness.clients, objectStore(harness));
    const catalogue = async (): Promise<Catalogue> => {
      const entries = await Promise.all(
        PRODUCT_KINDS.map(async (kind) => [kind, await send<ProductView[]>(CATALOG_PATTERNS.products[kind].list, {})]),
      );
      return Object.fromEntries(entries) as Catalogue;
    };

    before(async () => {
      harness = await startCatalog(setup);
      assert.equal(await seed(), 'seeded');
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

    it('draws every product as itself: no text in any picture, no two pictures alike', async () => {
      for (const product of DEMO_PRODUCTS) {
        for (const view of [0, 1])
          assert.doesNotMatch(drawProduct(product.art, product.name, view), /<text/i, product.name);
      }
      const read = async (url: string) => {
        const object = await objectStore(harness).get(keyOf(url));
        assert.ok(object, url);
        return Buffer.concat(await object.body.toArray());
      };
      const products = PRODUCT_KINDS.flatMap((kind) => seeded[kind]);
      const pictures = await Promise.all(
        products.map(async (product) => await Promise.all(imageUrls(product).map(read))),
      );
      const hashes = pictures.flat().map((bytes) => createHash('sha256').update(bytes).digest('hex'));
      assert.equal(new Set(hashes).size, hashes.length, 'every picture is different');
      const outlines = await Promise.all(pictures.map(([first]) => outlineOf(first)));
      for (const [i, a] of outlines.entries()) {
        for (const [j, b] of outlines.entries()) {
          if (j <= i) continue;
          const difference = outlineDifference(a, b);
          assert.ok(
            difference >= LOOK_ALIKE,
            `${products[i].name} and ${products[j].name} have nearly the same outline (${(difference * 100).toFixed(1)} % apart)`,
          );
        }
      }
    });

    it('changes nothing when it runs again, also after the catalog restarted', async () => {
      assert.equal(await seed(), 'done-before');
      await harness.restart();
      assert.equal(await seed(), 'done-before');
      assert.deepEqual(await catalogue(), seeded);
    });

    it('does not bring back a demo product the admin deleted', async () => {
      const [box] = seeded.box;
      await send(CATALOG_PATTERNS.products.box.delete, { id: box._id });
      assert.equal(await seed(), 'done-before');
      const boxes = await send<ProductView[]>(CATALOG_PATTERNS.products.box.list, {});
      assert.deepEqual(
        boxes.map((b) => b._id),
        seeded.box.slice(1).map((b) => b._id),
      );
    });
  });

  describe(`catalog demo seed cut short ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    after(async () => harness?.close());

    it('completes a run that stopped half-way (pictures, then products) without duplicating anything', async () => {
      harness = await startCatalog(setup);
      const images = objectStore(harness);
      const names = async () =>
        (
          await Promise.all(
            PRODUCT_KINDS.map((kind) =>
              harness.clients.send<ProductView[]>('catalog', CATALOG_PATTERNS.products[kind].list, {}),
            ),
          )
        )
          .flat()
          .map((product) => product.name)
          .sort();

      await assert.rejects(seedDemoCatalogue(harness.clients, storeFailingAfter(images, 10)), /store gone/);
      assert.deepEqual(await names(), [], 'nothing is written before its pictures are stored');
      await assert.rejects(seedDemoCatalogue(failingAfter(harness.clients, 5), images), /cut short/);
      assert.equal((await names()).length, 5);
      assert.equal(await images.exists(SEED_RECORD_KEY), false, 'an unfinished run is not recorded');

      assert.equal(await seedDemoCatalogue(harness.clients, images), 'seeded');
      assert.deepEqual(await names(), DEMO_PRODUCTS.map((product) => product.name).sort());
      assert.equal(await seedDemoCatalogue(harness.clients, images), 'done-before');
    });
  });
}

describe('catalog demo seed into a catalogue with products of its own', () => {
  let harness: ServiceHarness;
  const send = <T>(pattern: string, payload: unknown) => harness.clients.send<T>('catalog', pattern, payload);
  before(async () => {
    harness = await startCatalog({ transport: 'tcp' });
  });
  after(async () => harness?.close());

  it('leaves it alone', async () => {
    await send(CATALOG_PATTERNS.products.keychain.create, { fields: { name: 'Own Charm', price: 9 } });
    assert.equal(await seedDemoCatalogue(harness.clients, objectStore(harness)), 'not-empty');
    for (const kind of PRODUCT_KINDS) {
      const names = (await send<ProductView[]>(CATALOG_PATTERNS.products[kind].list, {})).map((p) => p.name);
      assert.deepEqual(names, kind === 'keychain' ? ['Own Charm'] : [], kind);
    }
  });
});

describe('the demo seed process while the object store is still down', () => {
  let harness: ServiceHarness;
  let s3: EmbeddedS3 | undefined;
  const objects = tempDir();
  after(async () => {
    await harness?.close();
    await s3?.close();
    objects.remove();
  });

  it('keeps trying, seeds the demo catalogue once the store is up and exits 0; SEED_DEMO=false seeds nothing', async () => {
    const port = await freePort();
    harness = await startCatalog({ transport: 'tcp' }, { S3_ENDPOINT: `http://127.0.0.1:${port}` });
    const bouquets = () => harness.clients.send<ProductView[]>('catalog', CATALOG_PATTERNS.products.bouquet.list, {});
    const run = (env: Record<string, string>) => {
      const child = spawn(process.execPath, [join(REPO_ROOT, 'tools/demo-catalogue/dist/src/main.js')], {
        env: { ...process.env, ...harness.env, LOG_LEVEL: 'log', LOG_FORMAT: 'json', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      return { exited, output: () => output };
    };

    const off = run({ SEED_DEMO: 'false' });
    assert.equal(await off.exited, 0);
    assert.match(off.output(), /SEED_DEMO is off/);

    const seeding = run({ SEED_DEMO: 'true' });
    await waitFor(() => seeding.output().includes('Demo seed failed (try 1)'), 'a first failed try', 30_000);
    assert.deepEqual(await bouquets(), [], 'nothing is written before its pictures are stored');
    s3 = await startEmbeddedS3(objects.path, port);
    assert.equal(await seeding.exited, 0, seeding.output());
    assert.ok((await bouquets()).length >= 6);
    assert.match(seeding.output(), /Seeded the demo catalogue/);

    const again = run({ SEED_DEMO: 'true' });
    assert.equal(await again.exited, 0);
    assert.match(again.output(), /seeded before: nothing to do/);
  });
});
