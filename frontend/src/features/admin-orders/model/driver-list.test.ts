import { describe, expect, it } from 'vitest';
import { driverStops, mapLink } from './driver-list';
import { dayCancelledDelivery, dayDeliveryFirst, dayDeliverySecond, dayPickup } from './order-test-data';

describe("the driver's list", () => {
  it('links each address to a Google Maps search, the address URL-encoded', () => {
    expect(mapLink('12 Rose Lane, Apt 3, Princeton, New Jersey 08540')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Rose%20Lane%2C%20Apt%203%2C%20Princeton%2C%20New%20Jersey%2008540',
    );
    expect(mapLink('1 Ave & Main #2')).toBe('https://www.google.com/maps/search/?api=1&query=1%20Ave%20%26%20Main%20%232');
  });

  it('keeps the deliveries in the order given, leaves pickups out, and carries no price or card text', () => {
    const stops = driverStops([dayDeliveryFirst, dayPickup, dayDeliverySecond]);
    expect(stops.map((stop) => stop.orderId)).toEqual([dayDeliveryFirst.orderId, dayDeliverySecond.orderId]);
    expect(stops[0]).toEqual({
      orderId: dayDeliveryFirst.orderId,
      name: 'Ada Lovelace',
      phone: '609-555-0101',
      addressLines: ['12 Rose Lane', 'Apt 3', 'Princeton, New Jersey 08540'],
      address: '12 Rose Lane, Apt 3, Princeton, New Jersey 08540',
      mapLink: mapLink('12 Rose Lane, Apt 3, Princeton, New Jersey 08540'),
      withCard: true,
    });
    expect(stops[1]!.withCard).toBe(false);
  });

  it('leaves a cancelled delivery out: the driver must not go there', () => {
    const stops = driverStops([dayDeliveryFirst, dayCancelledDelivery, dayDeliverySecond]);
    expect(stops.map((stop) => stop.orderId)).toEqual([dayDeliveryFirst.orderId, dayDeliverySecond.orderId]);
  });
});
