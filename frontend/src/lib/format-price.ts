/** One formatter for every price on screen: US dollars, thousands separators, 2 decimals (SPEC §9). */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1234.5` → `$1,234.50`. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
