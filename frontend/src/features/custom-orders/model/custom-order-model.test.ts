import { latestCustomOrderDay, shopToday } from '@shop-rules/custom-order-limits';
import { addDays } from '@shop-rules/shop-calendar';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  CUSTOM_ORDER_RULES,
  EMPTY_CUSTOM_ORDER,
  toCustomOrderData,
  type CustomOrderFormValues,
} from './custom-order-form';
import { findByExactName } from './find-product';
import { UPLOAD_MAX_BYTES, uploadImageProblem } from './upload-image';

const FILLED: CustomOrderFormValues = {
  mode: 'existing',
  name: '  Ada Lovelace ',
  email: ' ada@example.com ',
  phone: ' +1 609 555 0100 ',
  message: ' For my mother ',
  productName: ' Rose Dream ',
  flowers: ['White tulips'],
  flowerDraft: ' Peonies ',
  colorTheme: ' pastel pink ',
  wrappingSheet: 'Cow',
  extras: ['A card'],
  extraDraft: '',
  flowerType: 'Sunflowers',
  occasion: 'Birthday',
  budget: '$60',
  deliveryDate: '2099-05-20',
};

describe('toCustomOrderData', () => {
  it('sends existing mode in the SPEC §7 shape only, trimmed, with a typed but not added flower', () => {
    const data = toCustomOrderData(FILLED);
    expect(data).toStrictEqual({
      type: 'existing',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 609 555 0100',
      message: 'For my mother',
      productName: 'Rose Dream',
      changes: { flowers: ['White tulips', 'Peonies'], colorTheme: 'pastel pink', wrappingSheet: 'Cow', extras: ['A card'] },
    });
    expect(Object.keys(data)).toEqual(['type', 'name', 'email', 'phone', 'message', 'productName', 'changes']);
  });

  it('sends upload mode in the SPEC §7 shape only', () => {
    const data = toCustomOrderData({ ...FILLED, mode: 'upload', budget: ' $60 ' });
    expect(data).toStrictEqual({
      type: 'upload',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 609 555 0100',
      message: 'For my mother',
      flowerType: 'Sunflowers',
      occasion: 'Birthday',
      budget: '$60',
      deliveryDate: '2099-05-20',
    });
  });

  it('sends empty optional fields as empty texts and lists', () => {
    expect(toCustomOrderData({ ...EMPTY_CUSTOM_ORDER, name: 'A', email: 'a@b.co', phone: '1' })).toStrictEqual({
      type: 'existing',
      name: 'A',
      email: 'a@b.co',
      phone: '1',
      message: '',
      productName: '',
      changes: { flowers: [], colorTheme: '', wrappingSheet: '', extras: [] },
    });
  });
});

describe('addEntry', () => {
  it('adds the trimmed text, nothing for a blank one or a full list', () => {
    expect(addEntry(['a'], '  b ', 3)).toEqual(['a', 'b']);
    expect(addEntry(['a'], '   ', 3)).toBeNull();
    expect(addEntry(['a', 'b', 'c'], 'd', 3)).toBeNull();
  });
});

describe('findByExactName', () => {
  const bouquets = [{ name: 'Rose Dream Deluxe' }, { name: 'Rose Dream' }, { name: 'Tulip Joy' }];

  it('finds the whole name, ignoring case and surrounding spaces', () => {
    expect(findByExactName(bouquets, '  rOSE dream ')).toBe(bouquets[1]);
  });

  it('does not find a part of a name, or anything for a blank one', () => {
    expect(findByExactName(bouquets, 'rose')).toBeUndefined();
    expect(findByExactName(bouquets, 'Rose Dream Deluxe!')).toBeUndefined();
    expect(findByExactName(bouquets, '  ')).toBeUndefined();
  });
});

describe('delivery date', () => {
  it("is the shop's own day (New Jersey), not the browser's or UTC", () => {
    // 03:00 UTC on 1 March is still 28 February in New Jersey.
    expect(shopToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(shopToday(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
  });

  it('may be empty, or from today to a year ahead', () => {
    const check = CUSTOM_ORDER_RULES.deliveryDate.validate;
    expect(check('')).toBe(true);
    expect(check(shopToday())).toBe(true);
    expect(check(latestCustomOrderDay())).toBe(true);
    expect(check('2000-01-01')).toBe('Please choose today or a later day.');
    expect(check(addDays(latestCustomOrderDay(), 1))).toBe('Please choose a day at most a year from today.');
    expect(check('2999-12-31')).toBe('Please choose a day at most a year from today.');
  });
});

describe('uploadImageProblem', () => {
  it('takes the image kinds the shop takes up to 8 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']) {
      expect(uploadImageProblem(new File(['x'], 'a', { type }))).toBeNull();
    }
    const largest = new File([new Uint8Array(UPLOAD_MAX_BYTES)], 'big.png', { type: 'image/png' });
    expect(uploadImageProblem(largest)).toBeNull();
  });

  it('refuses other files and larger pictures, saying why', () => {
    expect(uploadImageProblem(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toMatch(/PNG, JPEG, WebP, GIF or AVIF/);
    expect(uploadImageProblem(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))).toMatch(/choose a picture/);
    const tooBig = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(uploadImageProblem(tooBig)).toMatch(/larger than 8 MB/);
  });
});
