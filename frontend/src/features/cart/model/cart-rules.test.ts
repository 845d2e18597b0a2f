import { describe, expect, it } from 'vitest';
import type { CartItemInput, CartLine, CartSheet } from '../../../lib/types/cart';
import {
  MAX_LINE_QUANTITY,
  addItem,
  cartReducer,
  cartSubtotal,
  lineIdFor,
  lineTotal,
  setQuantity,
  toCartLine,
} from './cart-rules';

const coachPink = { id: 'coach-pink', name: 'Coach Pink', price: 5, image: '/sheets/coach-pink.png' } as const;
const cow = { id: 'cow', name: 'Cow', price: 4, image: '/sheets/cow.png' } as const;

const box: CartItemInput = { productId: 'box1', name: 'Rose Box', price: 30, image: '/img/box1.png', quantity: 1 };
const bouquet = (sheet: CartSheet | null): CartItemInput => ({
  productId: 'bq1',
  name: 'Spring Bouquet',
  basePrice: 40,
  selectedSheet: sheet,
  totalPrice: 40 + (sheet?.price ?? 0),
  image: '/img/bq1.png',
  quantity: 1,
});

describe('line identity', () => {
  it('is the product id, or product id plus sheet id', () => {
    expect(lineIdFor('p1')).toBe('p1');
    expect(lineIdFor('p1', null)).toBe('p1');
    expect(lineIdFor('p1', 'cow')).toBe('p1-cow');
  });

  it('keeps the product id on the line so orders can re-price it', () => {
    const line = toCartLine(bouquet(cow));
    expect(line).toMatchObject({ id: 'bq1-cow', productId: 'bq1', selectedSheet: cow, quantity: 1 });
  });

  it('builds a box line with id, name, price, image and quantity 1', () => {
    expect(toCartLine(box)).toEqual({
      id: 'box1',
      productId: 'box1',
      name: 'Rose Box',
      price: 30,
      image: '/img/box1.png',
      quantity: 1,
      selectedSheet: null,
    });
  });
});

describe('addItem', () => {
  it('merges an existing line (same product, same sheet) by increasing its quantity', () => {
    const once = addItem([], bouquet(cow));
    const twice = addItem(once, bouquet(cow));
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(2);
  });

  it('keeps the same product with another sheet, or none, as separate lines', () => {
    let lines: CartLine[] = [];
    lines = addItem(lines, bouquet(cow));
    lines = addItem(lines, bouquet(null));
    lines = addItem(lines, bouquet(coachPink));
    expect(lines.map((line) => line.id)).toEqual(['bq1-cow', 'bq1', 'bq1-coach-pink']);
  });

  it('adds the given quantity, defaulting to 1', () => {
    const lines = addItem(addItem([], { ...box, quantity: undefined }), { ...box, quantity: 3 });
    expect(lines[0]!.quantity).toBe(4);
  });

  it('does not change the lines it was given', () => {
    const before = addItem([], box);
    const snapshot = structuredClone(before);
    addItem(before, box);
    expect(before).toEqual(snapshot);
  });
});

describe('setQuantity', () => {
  const lines = addItem(addItem([], box), bouquet(cow));

  it('changes the quantity of one line', () => {
    const next = setQuantity(lines, 'box1', 3);
    expect(next.find((line) => line.id === 'box1')!.quantity).toBe(3);
    expect(next.find((line) => line.id === 'bq1-cow')!.quantity).toBe(1);
  });

  it('removes the line at 0 or below', () => {
    expect(setQuantity(lines, 'box1', 0).map((line) => line.id)).toEqual(['bq1-cow']);
    expect(setQuantity(lines, 'box1', -2).map((line) => line.id)).toEqual(['bq1-cow']);
  });

  it('ignores a value that is not a number', () => {
    expect(setQuantity(lines, 'box1', Number.NaN)).toEqual(lines);
  });

  it('refuses decimals: the lines stay as they are', () => {
    expect(setQuantity(lines, 'box1', 2.5)).toEqual(lines);
    expect(setQuantity(lines, 'box1', 0.5)).toEqual(lines);
  });

  it('clamps a quantity above 99 to 99', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(setQuantity(lines, 'box1', 100).find((line) => line.id === 'box1')!.quantity).toBe(99);
    expect(setQuantity(lines, 'box1', 5000).find((line) => line.id === 'box1')!.quantity).toBe(99);
    expect(setQuantity(lines, 'box1', 99).find((line) => line.id === 'box1')!.quantity).toBe(99);
  });
});

describe('quantity limit when adding', () => {
  it('never lets repeated adds or a large quantity go past 99', () => {
    const full = addItem([], { ...box, quantity: 98 });
    expect(addItem(full, box)[0]!.quantity).toBe(99);
    expect(addItem(addItem(full, box), box)[0]!.quantity).toBe(99);
    expect(toCartLine({ ...box, quantity: 250 }).quantity).toBe(99);
  });
});

describe('lineTotal', () => {
  it('is the unit price times the quantity', () => {
    const [line] = setQuantity(addItem([], bouquet(cow)), 'bq1-cow', 3);
    expect(lineTotal(line!)).toBe(132);
  });
});

describe('cartSubtotal', () => {
  it('adds up the subtotal as unit price times quantity', () => {
    const lines: CartLine[] = [
      { id: 'a', name: 'A', quantity: 2, price: '$12.50' },
      { id: 'b', name: 'B', quantity: 1, basePrice: 40, totalPrice: 45 },
    ];
    expect(cartSubtotal(lines)).toBe(70);
  });
});

describe('cartReducer', () => {
  it('adds, changes, removes and clears', () => {
    let lines = cartReducer([], { type: 'add', item: box });
    lines = cartReducer(lines, { type: 'add', item: bouquet(cow) });
    lines = cartReducer(lines, { type: 'setQuantity', id: 'box1', quantity: 5 });
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      ['box1', 5],
      ['bq1-cow', 1],
    ]);
    lines = cartReducer(lines, { type: 'remove', id: 'box1' });
    expect(lines.map((line) => line.id)).toEqual(['bq1-cow']);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('applies a rule handed in (e.g. repricing) to the lines as they are', () => {
    const lines = cartReducer([], { type: 'add', item: box });
    const update = (current: CartLine[]) => current.map((line) => ({ ...line, price: 35 }));
    expect(cartReducer(lines, { type: 'update', update })).toEqual([{ ...lines[0], price: 35 }]);
  });
});
