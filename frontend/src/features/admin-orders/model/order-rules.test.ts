import { describe, expect, it } from 'vitest';
import { customerName } from './order-rules';
import type { OrderAddress } from '../../../lib/api/schemas';
import { record } from '../../../test/api-records';

/* Totals, status and address rules are shared with My Orders and tested in lib/orders. */

describe('admin order rules', () => {
  it("names the customer from the checkout form's first and last name", () => {
    expect(customerName(record<OrderAddress>({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(customerName(record<OrderAddress>({ firstName: 'Ada' }))).toBe('Ada');
    expect(customerName(undefined)).toBe('');
  });
});
