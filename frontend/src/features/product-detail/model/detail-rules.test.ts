import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { detailTotal, failureKind, findSheet, roundToCents, toDetailCartItem } from './detail-rules';
import { record } from '../../../test/api-records';
import type { PaperSheet, Product } from '../../../lib/api/schemas';

const cow: PaperSheet = { id: 'cow', name: 'Cow', price: 4, image: '/api/images/sheet-cow.webp' };
const simpleWhite: PaperSheet = { id: 'simple-white', name: 'Simple White', price: 3, image: '/api/images/sheet-simple-white.webp' };
const diorRed: PaperSheet = { id: 'dior-red', name: 'Dior Red', price: 5, image: '/api/images/sheet-dior-red.webp' };
const sheets = [cow, simpleWhite, diorRed];

describe('detailTotal', () => {
  it('is the base price without a sheet', () => {
    expect(detailTotal(30, null)).toBe(30);
  });

  it('adds the chosen sheet to the base price', () => {
    expect(detailTotal(30, cow)).toBe(34);
    expect(detailTotal(30, simpleWhite)).toBe(33);
    expect(detailTotal(30, diorRed)).toBe(35);
  });

  it('rounds to whole cents', () => {
    expect(detailTotal(30.1, { ...cow, price: 4.2 })).toBe(34.3);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(19.999)).toBe(20);
  });

  it('reads a sheet price sent as a string', () => {
    expect(detailTotal(30, { ...cow, price: '$4' as unknown as number })).toBe(34);
  });
});

describe('findSheet', () => {
  it('finds the chosen sheet by id', () => {
    expect(findSheet(sheets, 'simple-white')).toBe(simpleWhite);
  });

  it('gives none for no choice or an id that is not offered', () => {
    expect(findSheet(sheets, null)).toBeNull();
    expect(findSheet(sheets, 'gold-foil')).toBeNull();
  });
});

describe('toDetailCartItem', () => {
  const bouquet = record<Product>({ _id: 'bq1', name: 'Rose Dream', price: 30, images: ['/img/1.webp', '/img/2.webp'] });

  it('builds {id, name, basePrice, selectedSheet, totalPrice, image, quantity 1} with the sheet', () => {
    expect(toDetailCartItem(bouquet, diorRed)).toEqual({
      productId: 'bq1',
      name: 'Rose Dream',
      basePrice: 30,
      selectedSheet: { id: 'dior-red', name: 'Dior Red', price: 5, image: '/api/images/sheet-dior-red.webp' },
      totalPrice: 35,
      image: '/img/1.webp',
      quantity: 1,
    });
  });

  it('has no sheet and the base price as total without one', () => {
    expect(toDetailCartItem(record<Product>({ ...bouquet, price: '$42.50' }), null)).toMatchObject({
      basePrice: 42.5,
      selectedSheet: null,
      totalPrice: 42.5,
    });
  });

  it('has no image when the product has none', () => {
    expect(toDetailCartItem(record<Product>({ ...bouquet, images: [] }), null).image).toBeUndefined();
  });
});

describe('failureKind', () => {
  it('treats a 404 answer as an unknown product', () => {
    expect(failureKind(new ApiError('Product not found', 404, 'CATALOG.NOT_FOUND'))).toBe('not-found');
  });

  it('treats anything else as a load failure', () => {
    expect(failureKind(new ApiError('The catalog service is unavailable', 503))).toBe('error');
    expect(failureKind(new ApiError('Failed to fetch', 0))).toBe('error');
    expect(failureKind(new TypeError('boom'))).toBe('error');
  });
});
