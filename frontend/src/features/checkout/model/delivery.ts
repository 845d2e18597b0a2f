import { DELIVERY_FEE } from '@shop-rules/delivery-fee';

/** Store pickup (free, the default) or home delivery (a flat charge) (SPEC §4, §9). */
export type DeliveryChoice = 'pickup' | 'delivery';

export const DEFAULT_DELIVERY: DeliveryChoice = 'pickup';

export function isDeliveryChoice(value: unknown): value is DeliveryChoice {
  return value === 'pickup' || value === 'delivery';
}

export function deliveryCharge(choice: DeliveryChoice): number {
  return choice === 'delivery' ? DELIVERY_FEE : 0;
}

/**
 * The order total: the cart's subtotal (Σ unit price × quantity) plus the delivery charge,
 * in whole cents so that what is shown ("2 decimals", SPEC §9) is what is sent.
 */
export function orderTotal(subtotal: number, choice: DeliveryChoice): number {
  return Math.round((subtotal + deliveryCharge(choice)) * 100) / 100;
}
