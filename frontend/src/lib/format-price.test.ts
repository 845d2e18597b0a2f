import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows US dollars with two decimals', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(5)).toBe('$5.00');
  });

  it('groups thousands', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1_000_000)).toBe('$1,000,000.00');
  });

  it('rounds to cents', () => {
    expect(formatPrice(19.999)).toBe('$20.00');
    expect(formatPrice(0.125 + 0.001)).toBe('$0.13');
  });
});
