import { formatUsd } from '@shop-rules/money';

/** Every price on screen, as the shop's mails write it too: `1234.5` → `$1,234.50`. */
export function formatPrice(amount: number): string {
  return formatUsd(amount);
}
