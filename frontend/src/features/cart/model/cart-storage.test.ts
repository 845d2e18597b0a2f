import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../lib/types/cart';
import { loadCart, saveCart } from './cart-storage';

describe('cart session storage', () => {
  it('saves the lines as a JSON array under "cart" and restores them', () => {
    const lines: CartLine[] = [
      { id: 'box1', productId: 'box1', name: 'Rose Box', price: 30, image: '/img/box1.png', quantity: 2, selectedSheet: null },
      {
        id: 'bq1-cow',
        productId: 'bq1',
        name: 'Spring Bouquet',
        basePrice: 40,
        totalPrice: 44,
        selectedSheet: { id: 'cow', name: 'Cow', price: 4, image: '/sheets/cow.png' },
        image: '/img/bq1.png',
        quantity: 1,
      },
    ];
    saveCart(lines);
    expect(JSON.parse(sessionStorage.getItem('cart')!)).toEqual(lines);
    expect(loadCart()).toEqual(lines);
  });

  it('starts empty without a stored cart or with damaged data', () => {
    expect(loadCart()).toEqual([]);
    sessionStorage.setItem('cart', '{not json');
    expect(loadCart()).toEqual([]);
    sessionStorage.setItem('cart', '{"id":"x"}');
    expect(loadCart()).toEqual([]);
  });

  it('drops entries that are not lines and lines without a positive quantity', () => {
    sessionStorage.setItem(
      'cart',
      JSON.stringify([null, 'text', { name: 'no id', quantity: 1 }, { id: 'z', name: 'Zero', quantity: 0 }, { id: 7, name: 'Seven', quantity: 1 }]),
    );
    expect(loadCart()).toEqual([{ id: '7', name: 'Seven', quantity: 1 }]);
  });

  it('clamps a stored quantity above 99 to 99', () => {
    sessionStorage.setItem('cart', JSON.stringify([{ id: 'big', name: 'Big', quantity: 500 }]));
    expect(loadCart()).toEqual([{ id: 'big', name: 'Big', quantity: 99 }]);
  });
});
