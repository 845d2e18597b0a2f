import type { Order } from '../../../lib/api/schemas';
import { addressLines, cardMessageOf } from '../../../lib/orders/order-rules';
import { isCancelled } from './day-prints';
import { customerName } from './order-rules';

/** One stop of the driver's round: who, how to call them, where, and whether a gift card goes with it. No prices. */
export interface DriverStop {
  orderId: string;
  name: string;
  phone: string;
  addressLines: string[];
  /** The address on one line, as a map search reads it. */
  address: string;
  mapLink: string;
  withCard: boolean;
}

/** A Google Maps search for an address (works in a browser and opens the app on a phone). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The day's deliveries in the order given (the server's order for a date); pickups and cancelled orders left out. */
export function driverStops(orders: readonly Order[]): DriverStop[] {
  return orders
    .filter((order) => order.delivery === 'delivery' && !isCancelled(order))
    .map((order) => {
      const lines = addressLines(order.form);
      const address = lines.join(', ');
      return {
        orderId: order.orderId,
        name: customerName(order.form),
        phone: order.form?.phone?.trim() ?? '',
        addressLines: lines,
        address,
        mapLink: mapLink(address),
        withCard: cardMessageOf(order) !== '',
      };
    });
}
