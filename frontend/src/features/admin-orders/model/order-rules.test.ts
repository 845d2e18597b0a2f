import { describe, expect, it } from 'vitest';
import { customerName } from './order-rules';

/* Totals, status and address rules are shared with My Orders and tested in lib/orders. */

describe('admin order rules', () => {
  it("names the customer from the checkout form's first and last name", () => {
    expect(customerName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(customerName({ firstName: 'Ada' })).toBe('Ada');
    expect(customerName(undefined)).toBe('');
  });
});
