import { CURRENCY_SYMBOL } from '../config/constants';

/** US dollars with two decimals, e.g. `$12.50` (SPEC §9). */
export function formatPrice(amount: number): string {
  return `${CURRENCY_SYMBOL}${amount.toFixed(2)}`;
}
