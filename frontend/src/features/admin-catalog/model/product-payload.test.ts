import { describe, expect, it } from 'vitest';
import { EMPTY_FORM_VALUES, toFormValues } from './admin-product';
import { changedFields, filledFields, productFormData } from './product-payload';
import { record } from '../../../test/api-records';
import type { Product } from '../../../lib/api/schemas';

const OCCASION_FIELDS = ['name', 'price', 'category', 'description'] as const;

describe('filledFields (add)', () => {
  it('sends the filled-in fields of the kind, not the empty optional ones', () => {
    const values = { name: 'Rose', price: '25', category: 'birthday', description: '' };
    expect(filledFields(values, OCCASION_FIELDS)).toEqual({ name: 'Rose', price: '25', category: 'birthday' });
  });

  it('never sends a field the kind does not have', () => {
    const values = { ...EMPTY_FORM_VALUES, name: 'Key', price: '5', category: 'birthday' };
    expect(filledFields(values, ['name', 'price', 'description'])).toEqual({ name: 'Key', price: '5' });
  });
});

describe('changedFields (edit)', () => {
  const loaded = toFormValues(record<Product>({ _id: 'p1', name: 'Rose', price: 25, category: 'birthday', description: 'Red' }));

  it('loads a product as form values, price as text', () => {
    expect(loaded).toEqual({ name: 'Rose', price: '25', category: 'birthday', description: 'Red' });
    expect(toFormValues(record<Product>({ _id: 'k', name: 'Key', price: 5 }))).toEqual({
      name: 'Key',
      price: '5',
      category: '',
      description: '',
    });
  });

  it('sends only what differs from the loaded product', () => {
    expect(changedFields({ ...loaded, name: 'Tulip' }, loaded, OCCASION_FIELDS)).toEqual({ name: 'Tulip' });
    expect(changedFields(loaded, loaded, OCCASION_FIELDS)).toEqual({});
  });

  it('counts a multi-line description as unchanged whatever its line breaks (stored CRLF, textarea LF)', () => {
    const stored = { ...loaded, description: 'Red roses\r\nwith baby breath\r\n' };
    const typed = { ...loaded, description: 'Red roses\nwith baby breath\n' };
    expect(changedFields(typed, stored, OCCASION_FIELDS)).toEqual({});
    expect(changedFields(stored, typed, OCCASION_FIELDS)).toEqual({});
    // A real change still goes, as typed.
    expect(changedFields({ ...typed, description: 'Red roses\nand tulips\n' }, stored, OCCASION_FIELDS)).toEqual({
      description: 'Red roses\nand tulips\n',
    });
  });

  it('loads a stored CRLF (or lone CR) description with the textarea\'s LF line breaks', () => {
    expect(toFormValues(record<Product>({ _id: 'p2', name: 'Rose', price: 25, description: 'One\r\nTwo\rThree\nFour' })).description).toBe(
      'One\nTwo\nThree\nFour',
    );
  });

  it('sends a cleared description as an empty string', () => {
    expect(changedFields({ ...loaded, description: '' }, loaded, OCCASION_FIELDS)).toEqual({ description: '' });
  });
});

describe('productFormData', () => {
  it('puts the fields, then every image under the part name', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    const form = productFormData({ name: 'Rose', price: '25' }, [a, b], 'images');
    expect([...form.keys()]).toEqual(['name', 'price', 'images', 'images']);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });
});
