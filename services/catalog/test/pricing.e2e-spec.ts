import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATALOG_PATTERNS, type PriceQuote, type ProductKind, type ProductView } from '@flowershop/common/contracts';
import { setupsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { rejectsWith } from '@flowershop/common/testing';
import { sender, startCatalog } from './support/catalog-harness.js';

const key = (n: number) => `0000000${n}-aaaa-bbbb-cccc-dddddddddddd.webp`;

for (const setup of setupsUnderTest()) {
  describe(`catalog pricing quote ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    const send = sender(() => harness);
    const quote = (items: unknown) => send<PriceQuote>(CATALOG_PATTERNS.pricing.quote, { items });
    const created: Partial<Record<ProductKind, ProductView>> = {};
    const idOf = (kind: ProductKind) => created[kind]!._id;

    before(async () => {
      harness = await startCatalog(setup);
      const fields: Record<ProductKind, object> = {
        bouquet: { name: 'Rose Dream', price: 40, imageKeys: [key(1)] },
        'occasion-product': { name: 'Birthday Cake', price: 25.5, category: 'birthday', imageKeys: [key(2)] },
        keychain: { name: 'Star Charm', price: 12 },
        box: { name: 'Pink Box', price: 19.99, imageKeys: [key(3)] },
      };
      for (const [kind, values] of Object.entries(fields) as [ProductKind, object][]) {
        created[kind] = await send<ProductView>(CATALOG_PATTERNS.products[kind].create, { fields: values });
      }
    });
    after(async () => harness?.close());

    it('answers catalogue unit prices, product plus sheet, in request order', async () => {
      const answer = await quote([
        { kind: 'bouquet', productId: idOf('bouquet'), sheetId: 'coach-pink' },
        { kind: 'occasion-product', productId: idOf('occasion-product'), sheetId: 'cow' },
        { kind: 'keychain', productId: idOf('keychain') },
        { kind: 'box', productId: idOf('box'), sheetId: null },
        { kind: 'bouquet', productId: idOf('bouquet') },
      ]);
      assert.deepEqual(
        answer.items.map((item) => item.unitPrice),
        [45, 29.5, 12, 19.99, 40],
      );
      const [wrapped, , plain] = answer.items;
      assert.deepEqual(
        { ...wrapped, sheet: { ...wrapped.sheet, image: undefined } },
        {
          kind: 'bouquet',
          productId: idOf('bouquet'),
          name: 'Rose Dream',
          basePrice: 40,
          sheet: { id: 'coach-pink', name: 'Coach Pink', price: 5, image: undefined },
          unitPrice: 45,
        },
      );
      assert.match(wrapped.sheet!.image, /^\/api\/images\/sheet-coach-pink/);
      assert.equal(plain.sheet, null);
      assert.equal(plain.name, 'Star Charm');
    });

    it('follows price changes at once and rounds to cents', async () => {
      await send(CATALOG_PATTERNS.products.bouquet.update, { id: idOf('bouquet'), fields: { price: 19.99 } });
      const answer = await quote([{ kind: 'bouquet', productId: idOf('bouquet'), sheetId: 'simple-white' }]);
      assert.equal(answer.items[0].basePrice, 19.99);
      assert.equal(answer.items[0].unitPrice, 22.99);
    });

    it('answers 404 for a product it does not have, under that kind', async () => {
      await rejectsWith(quote([{ kind: 'bouquet', productId: 'no-such-product' }]), 404, { code: 'CATALOG.NOT_FOUND' });
      await rejectsWith(quote([{ kind: 'keychain', productId: idOf('bouquet') }]), 404, { code: 'CATALOG.NOT_FOUND' });
    });

    it('answers 400 for unknown kinds or sheets, a sheet on a box or keychain, and malformed requests', async () => {
      const bad: unknown[] = [
        [{ kind: 'flower', productId: idOf('bouquet') }],
        [{ kind: 'bouquet', productId: idOf('bouquet'), sheetId: 'gold-foil' }],
        [{ kind: 'box', productId: idOf('box'), sheetId: 'cow' }],
        [{ kind: 'keychain', productId: idOf('keychain'), sheetId: 'dior-red' }],
        [{ kind: 'bouquet', productId: { $ne: null } }],
        [{ kind: 'bouquet', productId: idOf('bouquet'), price: 0.01 }],
        [],
        'everything',
      ];
      for (const items of bad) {
        await rejectsWith(quote(items), 400, { code: 'CATALOG.VALIDATION' });
      }
      await rejectsWith(send(CATALOG_PATTERNS.pricing.quote, {}), 400);
    });
  });
}
