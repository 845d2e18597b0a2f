import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price';

describe('unitPrice', () => {
  it('uses totalPrice, else basePrice, else price, else 0', () => {
    expect(unitPrice({ totalPrice: 45, basePrice: 40, price: 30 })).toBe(45);
    expect(unitPrice({ basePrice: 40, price: 30 })).toBe(40);
    expect(unitPrice({ price: 30 })).toBe(30);
    expect(unitPrice({})).toBe(0);
  });

  it('passes over missing prices: null as well as empty', () => {
    expect(unitPrice({ totalPrice: null, basePrice: null, price: 7 })).toBe(7);
  });

  it('parses price strings', () => {
    expect(unitPrice({ price: '$12.50' })).toBe(12.5);
    expect(unitPrice({ price: 'abc' })).toBe(0);
    expect(unitPrice({ totalPrice: '', basePrice: '$40' })).toBe(40);
  });
});
