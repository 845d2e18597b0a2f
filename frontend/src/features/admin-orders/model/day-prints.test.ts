import { describe, expect, it } from 'vitest';
import { cancelledNote, dayPrintOrders, isCancelled } from './day-prints';
import { dayCancelledDelivery, dayDeliveryFirst, dayDeliverySecond, dayPickup, oldOrder } from './order-test-data';
import type { Order } from '../../../lib/api/schemas';
import { record } from '../../../test/api-records';

describe("a date's prints", () => {
  const cancelledPickup = { ...dayPickup, _id: 'o-day-5', orderId: 'BB-20261125-DAY005', status: 'Cancelled' as const };
  const day = [dayDeliveryFirst, dayCancelledDelivery, dayDeliverySecond, dayPickup, cancelledPickup];

  it('knows a cancelled order; a missing status is Pending, not cancelled', () => {
    expect(isCancelled(dayCancelledDelivery)).toBe(true);
    expect(isCancelled(dayDeliveryFirst)).toBe(false);
    expect(isCancelled(record<Order>({ status: undefined }))).toBe(false);
    expect(isCancelled(oldOrder)).toBe(false);
  });

  it("leaves cancelled orders off the tickets, in the given order, and counts them", () => {
    expect(dayPrintOrders('tickets', day)).toEqual({
      orders: [dayDeliveryFirst, dayDeliverySecond, dayPickup],
      cancelled: 2,
    });
  });

  it("puts only the deliveries still to make on the driver's list, counting the cancelled deliveries only", () => {
    expect(dayPrintOrders('driver-list', day)).toEqual({ orders: [dayDeliveryFirst, dayDeliverySecond], cancelled: 1 });
    expect(dayPrintOrders('driver-list', [dayPickup])).toEqual({ orders: [], cancelled: 0 });
  });

  it('says how many were left out', () => {
    expect(cancelledNote('tickets', 0)).toBe('');
    expect(cancelledNote('tickets', 1)).toBe('1 cancelled order not printed');
    expect(cancelledNote('tickets', 3)).toBe('3 cancelled orders not printed');
    expect(cancelledNote('driver-list', 1)).toBe('1 cancelled delivery not printed');
    expect(cancelledNote('driver-list', 2)).toBe('2 cancelled deliveries not printed');
  });
});
