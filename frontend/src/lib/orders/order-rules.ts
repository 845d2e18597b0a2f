import { DELIVERY_FEE } from '@shop-rules/delivery-fee';
import { SHOP_TIME_ZONE } from '@shop-rules/shop-calendar';
import { unitPrice } from '../unit-price';
import { ORDER_STATUSES, type OrderStatus } from '@shop-rules/order-statuses';
import type { Order, OrderLine, DeliveryAddress } from '../api/schemas';

/** How an order is shown wherever it is listed (SPEC §4, §9). */

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A line's quantity; anything unusable counts as none. */
function quantityOf(line: OrderLine): number {
  const quantity = Number(line.quantity);
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

export function lineTotal(line: OrderLine): number {
  return unitPrice(line) * quantityOf(line);
}

/** Σ (totalPrice, else basePrice, else price) × quantity (SPEC §9), whatever subtotal is stored. */
export function orderSubtotal(order: Pick<Order, 'cart'>): number {
  return (order.cart ?? []).reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The stored delivery fee, else the flat charge for home delivery (SPEC §9). */
export function orderDeliveryFee(order: Pick<Order, 'delivery' | 'deliveryFee'>): number {
  if (isAmount(order.deliveryFee)) return order.deliveryFee;
  return order.delivery === 'delivery' ? DELIVERY_FEE : 0;
}

/** The stored total, else subtotal plus the delivery charge (SPEC §9). */
export function orderGrandTotal(order: Pick<Order, 'cart' | 'delivery' | 'deliveryFee' | 'total'>): number {
  if (isAmount(order.total)) return order.total;
  return orderSubtotal(order) + orderDeliveryFee(order);
}

/** A missing or unknown status shows as Pending (SPEC §4). */
export function orderStatus(order: Pick<Order, 'status'>): OrderStatus {
  return ORDER_STATUSES.find((status) => status === order.status) ?? 'Pending';
}

/** The delivery address as printed on an envelope: street lines, then "City, State ZIP". */
export function addressLines(form: DeliveryAddress | undefined): string[] {
  const place = [form?.city, [form?.state, form?.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [form?.address1, form?.address2, place].filter((line): line is string => Boolean(line?.trim()));
}

/** The gift card's text, or '' when the order has none (printed and shown without prices). */
export function cardMessageOf(order: Pick<Order, 'form'>): string {
  const message = order.form?.cardMessage;
  return typeof message === 'string' ? message.trim() : '';
}

export function deliveryLabel(order: Pick<Order, 'delivery'>): string {
  return order.delivery === 'delivery' ? 'Home delivery' : 'Store pickup';
}

/**
 * The shop's wall clock with its zone named (EST/EDT), whatever the device's zone: an order placed
 * at 23:35 in New York is on that day there, and the admin works by the shop's days.
 */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * When an order (or a custom order) was placed, in the shop's time zone:
 * `2026-11-24T04:35:00Z` → `Nov 23, 2026, 11:35 PM EST`; an unreadable date as sent.
 */
export function formatOrderDate(createdAt: string | undefined): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : dateFormat.format(date);
}
