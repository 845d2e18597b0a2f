import { parsePrice } from '../parse-price';
import type { Box } from '../api/schemas';

/** A box's price in dollars: `price`, else the older `boxPrice` (SPEC §3). */
export function boxPrice(box: Box): number {
  return parsePrice(box.price ?? box.boxPrice);
}
