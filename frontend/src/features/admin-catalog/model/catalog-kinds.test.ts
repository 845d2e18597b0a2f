import { describe, expect, it } from 'vitest';
import { EMPTY_FORM_VALUES } from './admin-product';
import { BOUQUETS } from './bouquets';
import { KEYCHAINS } from './keychains';
import { OCCASION_PRODUCTS } from './occasion-products';

const filled = { name: 'Rose', price: '25', category: 'birthday', description: '' };

describe('occasion products rules (SPEC §5)', () => {
  it('does not submit without name, price or category, silently (the browser marks the field)', () => {
    for (const missing of ['name', 'price', 'category'] as const) {
      expect(OCCASION_PRODUCTS.check({ ...filled, [missing]: '' }, 1, 'add')).toEqual({ ok: false });
    }
    expect(OCCASION_PRODUCTS.check({ ...filled, name: '   ' }, 1, 'add')).toEqual({ ok: false });
    expect(OCCASION_PRODUCTS.nativeRequired).toEqual(['name', 'price', 'category']);
  });

  it('needs at least one image to add, none to edit', () => {
    expect(OCCASION_PRODUCTS.check(filled, 0, 'add')).toEqual({ ok: false, alert: 'Please upload at least 1 image.' });
    expect(OCCASION_PRODUCTS.check(filled, 1, 'add')).toEqual({ ok: true });
    expect(OCCASION_PRODUCTS.check(filled, 0, 'edit')).toEqual({ ok: true });
  });

  it('allows 2 images with the final-period alert text, and confirms deletes with its own text', () => {
    expect(OCCASION_PRODUCTS.maxImages).toBe(2);
    expect(OCCASION_PRODUCTS.overflowAlert).toBe('You can only upload up to 2 images.');
    expect(OCCASION_PRODUCTS.deleteConfirm).toBe('Delete this product?');
    expect(OCCASION_PRODUCTS.saveFailure.display).toBe('log');
    expect(OCCASION_PRODUCTS.deleteFailure.display).toBe('log');
  });
});

describe('bouquet rules (SPEC §5)', () => {
  it("alerts 'Fill all fields' without name or price; description and images are optional", () => {
    const values = { ...EMPTY_FORM_VALUES, name: 'Peony', price: '40' };
    expect(BOUQUETS.check({ ...values, price: '' }, 0, 'add')).toEqual({ ok: false, alert: 'Fill all fields' });
    expect(BOUQUETS.check({ ...values, name: '' }, 0, 'edit')).toEqual({ ok: false, alert: 'Fill all fields' });
    expect(BOUQUETS.check(values, 0, 'add')).toEqual({ ok: true });
    // The form checks itself, so the browser must not stop it first.
    expect(BOUQUETS.nativeRequired).toEqual([]);
  });

  it('has the overflow alert without a final period, its confirm text, and cookie-authenticated writes', () => {
    expect(BOUQUETS.overflowAlert).toBe('You can only upload up to 2 images');
    expect(BOUQUETS.deleteConfirm).toBe('Delete this bouquet?');
    expect(BOUQUETS.auth).toBe('cookie');
    expect([BOUQUETS.saveFailure.display, BOUQUETS.deleteFailure.display]).toEqual(['log', 'log']);
  });
});

describe('keychain rules (SPEC §5, §8)', () => {
  it('needs name and price; description and image are optional', () => {
    const values = { ...EMPTY_FORM_VALUES, name: 'Heart', price: '8' };
    expect(KEYCHAINS.check(values, 0, 'add')).toEqual({ ok: true });
    expect(KEYCHAINS.check({ ...values, name: '' }, 1, 'add')).toEqual({ ok: false });
    expect(KEYCHAINS.check({ ...values, price: '' }, 1, 'add')).toEqual({ ok: false });
  });

  it('has one image, no edit, and alerts its exact failure texts', () => {
    expect([KEYCHAINS.maxImages, KEYCHAINS.imagePart, KEYCHAINS.editable]).toEqual([1, 'image', false]);
    expect(KEYCHAINS.deleteConfirm).toBe('Are you sure you want to delete this product?');
    expect(KEYCHAINS.saveFailure).toEqual({ message: 'Error adding product', display: 'alert' });
    expect(KEYCHAINS.deleteFailure).toEqual({ message: 'Failed to delete product', display: 'alert' });
  });
});
