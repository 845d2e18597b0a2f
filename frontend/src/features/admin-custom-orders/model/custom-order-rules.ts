import type { CustomOrder } from '../../../lib/api/schemas';

/** The list's filter (SPEC §2): every order, or one kind. */
export type CustomOrderFilter = 'all' | CustomOrder['type'];

/** Orders a page of the admin's table shows (the server's default page for custom orders too). */
export const CUSTOM_ORDERS_PAGE_SIZE = 25;

export const CUSTOM_ORDER_FILTERS: readonly { value: CustomOrderFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'existing', label: 'Existing' },
  { value: 'upload', label: 'Upload' },
];

/** What the Type column and the detail call each kind. */
export function typeLabel(type: CustomOrder['type'] | undefined): string {
  if (type === 'existing') return 'Existing';
  if (type === 'upload') return 'Upload';
  return '—';
}

/** A new custom order is 'Pending' (DESIGN §8.12); an old record without a status reads the same. */
export function customOrderStatus(order: Pick<CustomOrder, 'status'>): string {
  return order.status?.trim() || 'Pending';
}

function time(order: CustomOrder): number {
  const value = order.createdAt ? Date.parse(order.createdAt) : Number.NaN;
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/**
 * Newest first (SPEC §2). The server already sends them so; sorting again keeps that true
 * whatever it sends, and an order without a readable date goes last (in the server's order).
 */
export function newestFirst(orders: readonly CustomOrder[]): CustomOrder[] {
  return [...orders].sort((a, b) => time(b) - time(a));
}

/** The line above the table: how many rows it shows, and of how many orders in all when known. */
export function showingText(shown: number, all: number | undefined): string {
  if (all === undefined) return `Showing ${shown} custom ${shown === 1 ? 'order' : 'orders'}.`;
  return `Showing ${shown} of ${all} custom ${all === 1 ? 'order' : 'orders'}.`;
}

/** The non-blank entries of a list the shopper typed (old records may hold blanks or nothing). */
export function listedValues(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((value) => value.trim()).filter(Boolean);
}

/**
 * One line about what was asked for, for the table: the product (or else the flowers) of an
 * existing-product order; flower type and occasion of an upload order. '' when nothing was given.
 */
export function orderSummary(order: CustomOrder): string {
  if (order.type === 'existing') {
    return order.productName?.trim() || listedValues(order.changes?.flowers).join(', ');
  }
  return [order.flowerType, order.occasion]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * `2026-05-09` → `May 9, 2026`. The date is a calendar day, not an instant: it is read and shown
 * in UTC so that no time zone moves it to the day before. Anything else is shown as sent.
 */
export function formatDeliveryDate(value: string | undefined): string {
  const day = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
