import { describe, expect, it } from 'vitest';
import { toSimpleCartItem } from './to-cart-item';

describe('toSimpleCartItem', () => {
  it('carries the picture URL as the cart image', () => {
    expect(toSimpleCartItem({ _id: 'k1', name: 'Bear', imageUrl: '/api/images/a.webp' }, 12)).toEqual({
      productId: 'k1',
      name: 'Bear',
      price: 12,
      image: '/api/images/a.webp',
      quantity: 1,
    });
  });

  it('keeps no image for a product the API sends with imageUrl null', () => {
    const item = toSimpleCartItem({ _id: 'k2', name: 'Plain', imageUrl: null }, 8);
    expect(item.image).toBeUndefined();
    expect('image' in item && item.image === null).toBe(false);
  });
});
