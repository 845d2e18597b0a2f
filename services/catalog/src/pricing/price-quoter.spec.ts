import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAPER_SHEETS, PRODUCT_KINDS, PRODUCT_KIND_SPECS, type ProductKind } from '@flowershop/common/contracts';
import type { DocumentStore } from '@flowershop/common/persistence';
import type { ObjectStore } from '@flowershop/common/storage';
import { inMemoryStore } from '@flowershop/common/testing';
import type { EventOutbox } from '@flowershop/common/events';
import type { PaperSheetCatalog } from '../paper-sheets/paper-sheet-catalog.js';
import { ProductCatalog, type ProductCatalogs, type ProductRecord } from '../products/product-catalog.js';
import { PriceQuoter } from './price-quoter.js';

/** The sheets as the catalogue serves them (pictures play no part in prices). */
const sheets = {
  find: (id: string) => {
    const sheet = PAPER_SHEETS.find((entry) => entry.id === id);
    return sheet && { ...sheet, image: `/api/images/sheets/${id}.webp` };
  },
} as unknown as PaperSheetCatalog;

async function quoterWith(products: Partial<Record<ProductKind, Pick<ProductRecord, '_id' | 'name' | 'price'>[]>>) {
  const store: DocumentStore = inMemoryStore();
  const now = new Date().toISOString();
  for (const [kind, records] of Object.entries(products) as [ProductKind, ProductRecord[]][]) {
    const collection = store.collection<ProductRecord>(PRODUCT_KIND_SPECS[kind].collection);
    for (const record of records) await collection.insert({ ...record, imageKeys: [], createdAt: now, updatedAt: now });
  }
  // Pricing only reads: the catalogues' images and events are never reached.
  const catalogs = Object.fromEntries(
    PRODUCT_KINDS.map((kind) => [
      kind,
      new ProductCatalog(kind, store, {} as ObjectStore, {} as EventOutbox, '/api/images'),
    ]),
  ) as ProductCatalogs;
  return { quoter: new PriceQuoter(catalogs, sheets), store };
}

const CATALOGUE = {
  box: [{ _id: 'box1', name: 'Pink Box', price: 19.99 }],
  bouquet: [
    { _id: 'rose', name: 'Rose Dream', price: 0.1 },
    { _id: 'tulip', name: 'Single Tulip', price: 0.56 },
  ],
  keychain: [{ _id: 'key1', name: 'Bear Keychain', price: 8.5 }],
};

describe('catalogue price quotes', () => {
  it("answer one line per item asked, in order, at today's price plus the sheet's, in cents", async () => {
    const { quoter } = await quoterWith(CATALOGUE);
    const quote = await quoter.quote([
      { kind: 'bouquet', productId: 'rose', sheetId: 'coach-pink' },
      { productId: 'box1' },
      { kind: 'bouquet', productId: 'tulip', sheetId: 'cow' },
      { kind: 'bouquet', productId: 'rose' },
    ]);
    assert.deepEqual(
      quote.items.map(({ kind, productId, name, basePrice, sheet, unitPrice }) => [
        kind,
        productId,
        name,
        basePrice,
        sheet?.id ?? null,
        unitPrice,
      ]),
      [
        ['bouquet', 'rose', 'Rose Dream', 0.1, 'coach-pink', 5.1],
        ['box', 'box1', 'Pink Box', 19.99, null, 19.99],
        ['bouquet', 'tulip', 'Single Tulip', 0.56, 'cow', 4.56], // 0.56 + 4 is 4.5600000000000005 in floating point,
        ['bouquet', 'rose', 'Rose Dream', 0.1, null, 0.1],
      ],
    );
  });

  it('read the price the catalogue holds now', async () => {
    const { quoter, store } = await quoterWith(CATALOGUE);
    await store.collection<ProductRecord>('boxes').updateOne({ _id: 'box1' }, { $set: { price: 24.5 } });
    const [line] = (await quoter.quote([{ productId: 'box1' }])).items;
    assert.equal(line?.unitPrice, 24.5);
  });

  it('refuse with 404 a product the catalogue does not sell, or one asked for under another kind', async () => {
    const { quoter } = await quoterWith(CATALOGUE);
    await assert.rejects(quoter.quote([{ productId: 'box1' }, { productId: 'gone' }]), {
      code: 'CATALOG.NOT_FOUND',
      status: 404,
      message: 'Product not found: gone',
    });
    await assert.rejects(quoter.quote([{ kind: 'bouquet', productId: 'box1' }]), {
      code: 'CATALOG.NOT_FOUND',
      message: 'Product not found: bouquet box1',
    });
  });

  it('refuse with 400 a paper sheet on a product that takes none (boxes, keychains)', async () => {
    const { quoter } = await quoterWith(CATALOGUE);
    for (const item of [
      { kind: 'box' as const, productId: 'box1', sheetId: 'cow' as const },
      { productId: 'key1', sheetId: 'cow' as const },
    ]) {
      await assert.rejects(quoter.quote([item]), {
        code: 'CATALOG.VALIDATION',
        status: 400,
        message: 'Paper sheets are only for bouquets and occasion products',
      });
    }
  });
});
