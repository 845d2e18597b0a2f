import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shop-rules/order-statuses';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it('colours Delivered green, Cancelled red and every other status yellow (SPEC §4)', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((status) => [status, statusTone(status)]))).toEqual({
      Pending: 'yellow',
      Processing: 'yellow',
      Shipped: 'yellow',
      Delivered: 'green',
      Cancelled: 'red',
    });
  });
});
