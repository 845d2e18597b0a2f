import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../api/schemas';
import { addressLines, cardMessageOf, deliveryLabel, formatOrderDate, orderDeliveryFee, orderGrandTotal, orderStatus, orderSubtotal } from './order-rules';
import { record, type Loose } from '../../test/api-records';

function order(overrides: Loose<Order>): Order {
  return record<Order>({ _id: 'o1', orderId: 'BB-1', delivery: 'pickup', cart: [], createdAt: '2026-11-23T12:00:00.000Z', ...overrides });
}

const withSheet = { name: 'Spring Bouquet', quantity: 2, basePrice: 30, totalPrice: 34, price: 34 };
const oldLine = { name: 'Star Box', quantity: 3, price: '$12.50' };

describe('order totals (SPEC §9)', () => {
  it('adds up the unit prices (totalPrice, else basePrice, else price) × quantity', () => {
    expect(orderSubtotal(order({ cart: [withSheet, oldLine] }))).toBe(105.5);
    expect(orderSubtotal(order({ cart: [{ name: 'Odd', quantity: Number.NaN, price: 5 }] }))).toBe(0);
  });

  it('shows the stored total, else the subtotal plus the charge of the delivery option', () => {
    expect(orderGrandTotal(order({ cart: [withSheet], delivery: 'delivery', total: 50 }))).toBe(50);
    expect(orderGrandTotal(order({ cart: [withSheet], delivery: 'delivery' }))).toBe(78);
    expect(orderGrandTotal(order({ cart: [withSheet], delivery: 'pickup', total: null }))).toBe(68);
    expect(orderDeliveryFee(order({ delivery: 'delivery', deliveryFee: 0 }))).toBe(0);
  });
});

describe('order display', () => {
  it('shows a missing or unknown status as Pending', () => {
    expect(orderStatus(order({}))).toBe('Pending');
    expect(orderStatus(order({ status: null }))).toBe('Pending');
    expect(orderStatus(order({ status: 'Lost' as never }))).toBe('Pending');
    expect(orderStatus(order({ status: 'Shipped' }))).toBe('Shipped');
  });

  it('writes the address as street lines and "City, State ZIP", skipping what is missing', () => {
    expect(
      addressLines({ address1: '12 Garden Road', address2: '', city: 'Princeton', state: 'New Jersey', postalCode: '08540' }),
    ).toEqual(['12 Garden Road', 'Princeton, New Jersey 08540']);
    expect(addressLines(undefined)).toEqual([]);
  });

  it("reads the card message, '' for orders without one", () => {
    expect(cardMessageOf(order({ form: { firstName: 'Ada', cardMessage: ' Love,\nAnn ' } }))).toBe('Love,\nAnn');
    expect(cardMessageOf(order({ form: { firstName: 'Ada' } }))).toBe('');
    expect(cardMessageOf(order({}))).toBe('');
    expect(cardMessageOf(order({ form: { cardMessage: 7 as never } }))).toBe('');
  });

  it('names the delivery option and formats the date', () => {
    expect(deliveryLabel({ delivery: 'delivery' })).toBe('Home delivery');
    expect(deliveryLabel({ delivery: 'pickup' })).toBe('Store pickup');
    expect(formatOrderDate('not a date')).toBe('not a date');
    expect(formatOrderDate(undefined)).toBe('');
    expect(formatOrderDate('2026-11-23T12:00:00.000Z')).toMatch(/Nov 23, 2026/);
  });
});

describe("an order's placed time is the shop's (New York), whatever the device's zone", () => {
  /** ICU may put a narrow no-break space before AM/PM. */
  const plain = (text: string) => text.replace(/\s/g, ' ');
  const deviceZone = process.env.TZ;

  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
    vi.resetModules();
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])('on a device in %s', async (zone) => {
    process.env.TZ = zone;
    // Formatters made at import take the device's zone then: import afresh under it.
    vi.resetModules();
    const { formatOrderDate: format } = await import('./order-rules');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);

    // 04:35 UTC on the 24th is 11:35 PM on the 23rd in New York (EST): the shop's day, not the device's.
    expect(plain(format('2026-11-24T04:35:00.000Z'))).toBe('Nov 23, 2026, 11:35 PM EST');
    // 09:35 UTC is 4:35 AM in New York, not 9:35 AM (UTC) or 1:35 AM (Los Angeles).
    expect(plain(format('2026-11-24T09:35:00.000Z'))).toBe('Nov 24, 2026, 4:35 AM EST');
    // Summer time: EDT.
    expect(plain(format('2026-07-01T03:05:00.000Z'))).toBe('Jun 30, 2026, 11:05 PM EDT');
  });
});
