import { describe, expect, it } from 'vitest';
import type { AdminOrder } from './admin-order';
import { plainLine, sheetLine } from './order-test-data';
import {
  addressLines,
  customerName,
  formatOrderDate,
  orderDeliveryFee,
  orderGrandTotal,
  orderStatus,
  orderSubtotal,
  pageCount,
} from './order-rules';

function order(overrides: Partial<AdminOrder>): AdminOrder {
  return { _id: 'o1', orderId: 'BB-1', delivery: 'pickup', cart: [], createdAt: '2026-11-23T12:00:00.000Z', ...overrides };
}

describe('admin order totals (SPEC §9)', () => {
  it('adds up (totalPrice, else basePrice, else price) × quantity, whatever subtotal is stored', () => {
    expect(orderSubtotal(order({ cart: [sheetLine, plainLine], subtotal: 1 }))).toBe(102.5);
    expect(orderSubtotal(order({ cart: [{ name: 'Old', quantity: 3, basePrice: 30, price: 25 }] }))).toBe(90);
    expect(orderSubtotal(order({ cart: [{ name: 'Old', quantity: 2, price: '$12.50' }] }))).toBe(25);
  });

  it('takes the stored total as the grand total', () => {
    expect(orderGrandTotal(order({ cart: [sheetLine], delivery: 'delivery', total: 77 }))).toBe(77);
  });

  it('without a stored total: subtotal plus $10 for delivery, nothing for pickup', () => {
    expect(orderGrandTotal(order({ cart: [sheetLine, plainLine], delivery: 'delivery' }))).toBe(112.5);
    expect(orderGrandTotal(order({ cart: [sheetLine, plainLine], delivery: 'pickup', total: null }))).toBe(102.5);
  });

  it('prints the stored delivery fee, else the flat charge of the delivery option', () => {
    expect(orderDeliveryFee(order({ delivery: 'delivery', deliveryFee: 10 }))).toBe(10);
    expect(orderDeliveryFee(order({ delivery: 'delivery' }))).toBe(10);
    expect(orderDeliveryFee(order({ delivery: 'pickup' }))).toBe(0);
  });
});

describe('admin order display', () => {
  it('shows a missing or unknown status as Pending', () => {
    expect(orderStatus({ status: undefined })).toBe('Pending');
    expect(orderStatus({ status: 'lost' as never })).toBe('Pending');
    expect(orderStatus({ status: 'Shipped' })).toBe('Shipped');
  });

  it('names the customer and writes the address as on an envelope', () => {
    const form = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '12 Rose Lane',
      address2: '',
      city: 'Princeton',
      state: 'New Jersey',
      postalCode: '08540',
    };
    expect(customerName(form)).toBe('Ada Lovelace');
    expect(addressLines(form)).toEqual(['12 Rose Lane', 'Princeton, New Jersey 08540']);
    expect(addressLines(undefined)).toEqual([]);
  });

  it('formats the date, and keeps an unreadable one as sent', () => {
    expect(formatOrderDate('2026-11-23T12:00:00.000Z')).toMatch(/^Nov 2[234], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatOrderDate('yesterday')).toBe('yesterday');
  });

  it('counts pages of 10, and at least one', () => {
    expect([0, 1, 10, 11, 25].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
