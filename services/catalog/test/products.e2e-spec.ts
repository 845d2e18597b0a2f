import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOG_PATTERNS, type ProductView } from '@flowershop/common/contracts';
import { setupsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { rejectsWith } from '@flowershop/common/testing';
import { sender, startCatalog } from './support/catalog-harness.js';

const box = CATALOG_PATTERNS.products.box;
const bouquet = CATALOG_PATTERNS.products.bouquet;
const occasion = CATALOG_PATTERNS.products['occasion-product'];
const key = (n: number) => `0000000${n}-aaaa-bbbb-cccc-dddddddddddd.webp`;

for (const setup of setupsUnderTest()) {
  describe(`catalog product handlers ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    const send = sender(() => harness);

    before(async () => {
      harness = await startCatalog(setup);
    });
    after(async () => harness?.close());

    it('creates boxes and lists them by price, low to high by default', async () => {
      await send(box.create, { fields: { name: 'Pink Box', price: 45, imageKeys: [key(1)] } });
      await send(box.create, { fields: { name: 'Mini Box', price: 20.5, imageKeys: [key(2)] } });
      const ascending = await send<ProductView[]>(box.list, {});
      assert.deepEqual(
        ascending.map((b) => b.price),
        [20.5, 45],
      );
      const descending = await send<ProductView[]>(box.list, { sort: 'price_desc' });
      assert.deepEqual(
        descending.map((b) => b.name),
        ['Pink Box', 'Mini Box'],
      );
      assert.equal(typeof ascending[0]._id, 'string');
      assert.equal(ascending[0].imageUrl, `/api/images/${key(2)}`);
      assert.equal('images' in ascending[0], false);
    });

    it('updates only the fields sent and 404s an unknown id', async () => {
      const created = await send<ProductView>(box.create, {
        fields: { name: 'Gold Box', price: 60, imageKeys: [key(3)] },
      });
      const updated = await send<ProductView>(box.update, { id: created._id, fields: { price: 65 } });
      assert.equal(updated.price, 65);
      assert.equal(updated.name, 'Gold Box');
      assert.equal(updated.imageUrl, created.imageUrl);
      await rejectsWith(send(box.update, { id: 'nope', fields: { price: 1 } }), 404, { code: 'CATALOG.NOT_FOUND' });
      await rejectsWith(send(box.get, { id: 'nope' }), 404);
    });

    it('deletes a product once', async () => {
      const created = await send<ProductView>(box.create, { fields: { name: 'Temp', price: 5, imageKeys: [key(4)] } });
      assert.deepEqual(await send(box.delete, { id: created._id }), { deleted: true });
      await rejectsWith(send(box.delete, { id: created._id }), 404);
      const names = (await send<ProductView[]>(box.list, {})).map((b) => b.name);
      assert.ok(!names.includes('Temp'));
    });

    it('refuses bad input with 400 and stores nothing', async () => {
      const before = (await send<ProductView[]>(box.list, {})).length;
      await rejectsWith(send(box.create, { fields: { price: 10, imageKeys: [key(5)] } }), 400);
      await rejectsWith(send(box.create, { fields: { name: 'X', price: -1, imageKeys: [key(5)] } }), 400);
      await rejectsWith(send(box.create, { fields: { name: 'X', price: 'abc', imageKeys: [key(5)] } }), 400);
      await rejectsWith(send(box.create, { fields: { name: 'X', price: 10 } }), 400);
      await rejectsWith(send(box.create, { fields: { name: { $ne: null }, price: 10, imageKeys: [key(5)] } }), 400);
      await rejectsWith(send(box.create, { fields: { name: 'X', price: 10, imageKeys: [key(5)], admin: true } }), 400);
      await rejectsWith(
        send(box.create, { fields: { name: 'X', price: 10, description: 'boxes have none', imageKeys: [key(5)] } }),
        400,
      );
      await rejectsWith(send(box.list, { sort: 'name' }), 400);
      assert.equal((await send<ProductView[]>(box.list, {})).length, before);
    });

    it('keeps galleries of at most two images and occasion categories from the list of eight', async () => {
      const rose = await send<ProductView>(bouquet.create, {
        fields: { name: 'Rose Dream', price: 30, description: 'Red roses', imageKeys: [key(6), key(7)] },
      });
      assert.deepEqual(rose.images, [`/api/images/${key(6)}`, `/api/images/${key(7)}`]);
      assert.equal(rose.description, 'Red roses');
      await rejectsWith(
        send(bouquet.create, { fields: { name: 'Too many', price: 30, imageKeys: [key(1), key(2), key(3)] } }),
        400,
      );
      await rejectsWith(
        send(occasion.create, { fields: { name: 'Cake', price: 20, category: 'halloween', imageKeys: [key(8)] } }),
        400,
      );
      await rejectsWith(send(occasion.create, { fields: { name: 'Cake', price: 20, imageKeys: [key(8)] } }), 400);
      const cake = await send<ProductView>(occasion.create, {
        fields: { name: 'Cake', price: 20, category: 'birthday', imageKeys: [key(8)] },
      });
      assert.equal(cake.category, 'birthday');
      assert.deepEqual(await send<ProductView>(occasion.get, { id: cake._id }), cake);
    });
  });
}
