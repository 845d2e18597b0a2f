import { createHash } from 'node:crypto';
import type { CustomOrder, CustomOrderRequest } from '@flowershop/common/contracts';

/** The orders service's collection of custom orders. */
export const CUSTOM_ORDERS = 'custom_orders';

/** A custom order as stored: the picture by its object key (its URL is made when read). */
export interface CustomOrderRecord extends Omit<CustomOrder, 'uploadImage'> {
  imageKey?: string;
  /** SHA-256 of what was asked, when sent with an Idempotency-Key. */
  requestFingerprint?: string;
}

/** The same key always lands on the same document: a retried submission is stored once. */
export function customOrderIdFor(idempotencyKey: string): string {
  return createHash('sha256').update(`custom-order:${idempotencyKey}`).digest('hex').slice(0, 24);
}

/** What was asked: the fields and the picture's bytes (its key differs on every upload of the same file). */
export function requestFingerprint(request: CustomOrderRequest, imageDigest: string | undefined): string {
  const fields = Object.entries({ ...request, image: imageDigest ?? null }).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Only the mode's own fields, as the request had them (SPEC §7 data shapes). */
export function modeFields(request: CustomOrderRequest): Partial<CustomOrder> {
  if (request.type === 'existing') {
    const { flowers, colorTheme, wrappingSheet, extras } = request.changes;
    return { productName: request.productName ?? '', changes: { flowers, colorTheme, wrappingSheet, extras } };
  }
  const { flowerType = '', occasion = '', budget = '', deliveryDate = '' } = request;
  return { flowerType, occasion, budget, deliveryDate };
}

/** The order as readers see it: the picture as a URL, no bookkeeping. */
export function toCustomOrder(record: CustomOrderRecord, imageBaseUrl: string): CustomOrder {
  const {
    imageKey,
    requestFingerprint: _fingerprint,
    pendingEvents: _events,
    ...order
  } = record as CustomOrderRecord & {
    pendingEvents?: unknown;
  };
  return {
    ...order,
    ...(order.type === 'upload' && { uploadImage: imageKey ? `${imageBaseUrl}/${imageKey}` : null }),
  };
}
