/** One formatter for every amount shown or mailed: US dollars, thousands separators, 2 decimals (SPEC §9). */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1234.5` → `$1,234.50`. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
