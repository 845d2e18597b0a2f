import { describe, expect, it } from 'vitest';
import { customOrderStatus, formatDeliveryDate, newestFirst, orderSummary } from './custom-order-rules';
import { existingOrder, uploadOrder } from './custom-order-test-data';
import type { CustomOrder } from '../../../lib/api/schemas';
import { record } from '../../../test/api-records';

describe('custom order rules', () => {
  it('sorts newest first, an order without a readable date last', () => {
    const old = uploadOrder({ _id: 'old', createdAt: '2025-12-31T23:00:00.000Z' });
    const undated = uploadOrder({ _id: 'undated', createdAt: undefined });
    const garbled = uploadOrder({ _id: 'garbled', createdAt: 'yesterday' });
    const recent = existingOrder({ _id: 'recent', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(newestFirst([undated, old, garbled, recent]).map((order) => order._id)).toEqual([
      'recent',
      'old',
      'undated',
      'garbled',
    ]);
  });

  it('sums up an order in one line', () => {
    expect(orderSummary(existingOrder())).toBe('Blush Bouquet');
    expect(orderSummary(existingOrder({ productName: ' ' }))).toBe('Lilies, White roses');
    expect(orderSummary(existingOrder({ productName: '', changes: undefined }))).toBe('');
    expect(orderSummary(uploadOrder())).toBe('Tulips · Anniversary');
    expect(orderSummary(uploadOrder({ flowerType: '' }))).toBe('Anniversary');
    expect(orderSummary(uploadOrder({ flowerType: undefined, occasion: undefined }))).toBe('');
  });

  it('reads a missing status as Pending', () => {
    expect(customOrderStatus({ status: 'Pending' })).toBe('Pending');
    expect(customOrderStatus(record<CustomOrder>({}))).toBe('Pending');
  });

  it('shows a delivery date as the calendar day it names, in any time zone', () => {
    expect(formatDeliveryDate('2026-05-09')).toBe('May 9, 2026');
    expect(formatDeliveryDate('')).toBe('');
    expect(formatDeliveryDate('next Friday')).toBe('next Friday');
  });
});
