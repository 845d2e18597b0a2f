import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CATALOG_PATTERNS, type ProductFieldsDto, type ProductView } from '@flowershop/common/contracts';
import {
  DOCUMENT_STORE,
  IDEMPOTENT_WRITES,
  type DocumentStore,
  type WriteRecord,
} from '@flowershop/common/persistence';
import { rejectsWith, setupsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { productWrite } from '../src/products/products.ms-controller.js';
import { sender, startCatalog } from './support/catalog-harness.js';

const bouquet = CATALOG_PATTERNS.products.bouquet;
const box = CATALOG_PATTERNS.products.box;
const image = (n: number) => `${String(n).padStart(8, '0')}-aaaa-bbbb-cccc-dddddddddddd.webp`;
const fingerprint = (request: string) => createHash('sha256').update(request).digest('hex');
const newKey = () => `key-${randomUUID()}`;

for (const setup of setupsUnderTest()) {
  describe(`catalog idempotent product writes ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    const send = sender(() => harness);
    const records = () =>
      harness.app
        .get<DocumentStore>(DOCUMENT_STORE)
        .collection<WriteRecord<ProductFieldsDto, ProductView>>(IDEMPOTENT_WRITES);
    const bouquetsNamed = async (name: string) =>
      (await send<ProductView[]>(bouquet.list, {})).filter((product) => product.name === name);

    before(async () => {
      harness = await startCatalog(setup);
    });
    after(async () => harness?.close());

    it('a repeated create with the same key answers the first product and writes nothing more', async () => {
      const idempotency = { key: newKey(), fingerprint: fingerprint('a1') };
      const first = await send<ProductView>(bouquet.create, {
        fields: { name: 'Once Only', price: 30, imageKeys: [image(1)] },
        idempotency,
      });
      const again = await send<ProductView>(bouquet.create, {
        fields: { name: 'Once Only', price: 30, imageKeys: [image(2)] },
        idempotency,
      });
      assert.deepEqual(again, first);
      assert.deepEqual(first.images, [`/api/images/${image(1)}`]);
      assert.equal((await bouquetsNamed('Once Only')).length, 1);
    });

    it('concurrent creates with one key make one product and all answer it', async () => {
      const idempotency = { key: newKey(), fingerprint: fingerprint('b1') };
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          send<ProductView>(bouquet.create, {
            fields: { name: 'Raced', price: 12, imageKeys: [image(n)] },
            idempotency,
          }),
        ),
      );
      assert.equal(new Set(answers.map((answer) => answer._id)).size, 1);
      assert.equal((await bouquetsNamed('Raced')).length, 1);
    });

    it('the same key with a different request is refused with 422 and changes nothing', async () => {
      const key = newKey();
      await send(bouquet.create, {
        fields: { name: 'First Use', price: 10 },
        idempotency: { key, fingerprint: fingerprint('c1') },
      });
      await rejectsWith(
        send(bouquet.create, {
          fields: { name: 'Other Use', price: 11 },
          idempotency: { key, fingerprint: fingerprint('c2') },
        }),
        422,
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          message:
            'This Idempotency-Key was already used for a different request; send a new key with each new submission',
        },
      );
      // Another kind or an update under the same key is another request too.
      await rejectsWith(
        send(box.create, {
          fields: { name: 'First Use', price: 10, imageKeys: [image(5)] },
          idempotency: { key, fingerprint: fingerprint('c1') },
        }),
        422,
      );
      assert.equal((await bouquetsNamed('Other Use')).length, 0);
    });

    it('a repeated update answers the first result and is not applied over a later change', async () => {
      const created = await send<ProductView>(bouquet.create, { fields: { name: 'Editable', price: 20 } });
      const idempotency = { key: newKey(), fingerprint: fingerprint('d1') };
      const first = await send<ProductView>(bouquet.update, { id: created._id, fields: { price: 25 }, idempotency });
      await send(bouquet.update, { id: created._id, fields: { price: 40 } });
      const repeat = await send<ProductView>(bouquet.update, { id: created._id, fields: { price: 25 }, idempotency });
      assert.equal(repeat.price, 25);
      assert.equal(first.price, 25);
      assert.equal((await send<ProductView>(bouquet.get, { id: created._id })).price, 40);
    });

    it('a refused write frees its key: the retry is tried again', async () => {
      const idempotency = { key: newKey(), fingerprint: fingerprint('e1') };
      await rejectsWith(send(bouquet.update, { id: 'missing', fields: { price: 5 }, idempotency }), 404);
      assert.equal(await records().findById(idempotency.key), null);
    });

    it('a write whose first attempt died half-way is finished by the retry once the lease ran out', async () => {
      const key = newKey();
      const productId = 'abcdefabcdefabcdefabcdef';
      const past = new Date(Date.now() - 1000).toISOString();
      const first = { name: 'Half Done', price: 8, imageKeys: [image(6)] };
      await records().insert({
        _id: key,
        fingerprint: productWrite('bouquet', { key, fingerprint: fingerprint('f1') }, first).fingerprint,
        targetId: productId,
        input: first,
        state: 'pending',
        leaseUntil: past,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      const answer = await send<ProductView>(bouquet.create, {
        fields: { name: 'Half Done', price: 8, imageKeys: [image(7)] },
        idempotency: { key, fingerprint: fingerprint('f1') },
      });
      // The first attempt's write, with its images, under the id it had claimed.
      assert.equal(answer._id, productId);
      assert.deepEqual(answer.images, [`/api/images/${image(6)}`]);
      assert.equal((await records().findById(key))?.state, 'done');
    });

    it('a key older than 24 hours is forgotten: the same key writes again', async () => {
      const idempotency = { key: newKey(), fingerprint: fingerprint('g1') };
      const first = await send<ProductView>(bouquet.create, { fields: { name: 'Yearly', price: 9 }, idempotency });
      await records().updateOne(
        { _id: idempotency.key },
        { $set: { expiresAt: new Date(Date.now() - 1).toISOString() } },
      );
      const second = await send<ProductView>(bouquet.create, { fields: { name: 'Yearly', price: 9 }, idempotency });
      assert.notEqual(second._id, first._id);
    });

    it('remembers keys across a restart of the service', async () => {
      const idempotency = { key: newKey(), fingerprint: fingerprint('h1') };
      const first = await send<ProductView>(bouquet.create, { fields: { name: 'Survivor', price: 14 }, idempotency });
      await harness.restart();
      const again = await send<ProductView>(bouquet.create, { fields: { name: 'Survivor', price: 14 }, idempotency });
      assert.equal(again._id, first._id);
      assert.equal((await bouquetsNamed('Survivor')).length, 1);
    });

    it('refuses a malformed key before anything is written', async () => {
      await rejectsWith(
        send(bouquet.create, {
          fields: { name: 'Bad Key', price: 3 },
          idempotency: { key: 'a b', fingerprint: fingerprint('i1') },
        }),
        400,
      );
      assert.equal((await bouquetsNamed('Bad Key')).length, 0);
    });
  });
}
