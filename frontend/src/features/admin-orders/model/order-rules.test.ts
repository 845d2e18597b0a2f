import { describe, expect, it } from 'vitest';
import { customerName, pageCount } from './order-rules';

/* Totals, status and address rules are shared with My Orders and tested in lib/orders. */

describe('admin order rules', () => {
  it("names the customer from the checkout form's first and last name", () => {
    expect(customerName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(customerName({ firstName: 'Ada' })).toBe('Ada');
    expect(customerName(undefined)).toBe('');
  });

  it('counts pages of 10, and at least one', () => {
    expect([0, 1, 10, 11, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
