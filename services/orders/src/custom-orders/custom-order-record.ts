import type { CustomOrder, CustomOrderRequest } from '@flowershop/common/contracts';
import { withoutPendingEvents } from '@flowershop/common/events';
import type { KeyedDocument } from '@flowershop/common/persistence';

export const CUSTOM_ORDERS = 'custom_orders';

/** A custom order as stored: the picture by its object key (its URL is made when read). */
export interface CustomOrderRecord extends Omit<CustomOrder, 'uploadImage'>, KeyedDocument {
  imageKey?: string;
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

export function toCustomOrder(record: CustomOrderRecord, imageBaseUrl: string): CustomOrder {
  const { imageKey, requestFingerprint: _print, ...order } = withoutPendingEvents(record);
  return {
    ...order,
    ...(order.type === 'upload' && { uploadImage: imageKey ? `${imageBaseUrl}/${imageKey}` : null }),
  };
}
