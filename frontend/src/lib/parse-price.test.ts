import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';
import { parsePrice } from './parse-price';

describe('parsePrice', () => {
  it('keeps finite numbers as they are', () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice(0)).toBe(0);
  });

  it('strips non-numeric characters from strings', () => {
    expect(parsePrice('$12.50')).toBe(12.5);
    expect(parsePrice('USD 1,234.99')).toBe(1234.99);
    expect(parsePrice(' 7 ')).toBe(7);
  });

  it('gives 0 for anything it cannot read', () => {
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice(undefined)).toBe(0);
    expect(parsePrice(null)).toBe(0);
    expect(parsePrice(Number.NaN)).toBe(0);
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parsePrice({ amount: 5 })).toBe(0);
  });
});

describe('formatPrice', () => {
  it('shows US dollars with two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
  });
});
