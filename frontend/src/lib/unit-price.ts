import { parsePrice, type PriceValue } from './parse-price';

/** The price fields a cart line or an ordered line may carry; any may be missing. */
export interface PricedLine {
  price?: PriceValue | null;
  basePrice?: PriceValue | null;
  totalPrice?: PriceValue | null;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Unit price = totalPrice, else basePrice, else price, else 0 (SPEC §3). The same rule prices
 * cart lines and, times the quantity, the admin's order subtotal (SPEC §9).
 */
export function unitPrice(line: PricedLine): number {
  const source = [line.totalPrice, line.basePrice, line.price].find(isPresent);
  return parsePrice(source);
}
