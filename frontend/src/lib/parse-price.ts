/** A price as a stored cart line or an older record may hold it: dollars, or text such as "$12.50". */
export type PriceValue = number | string;

/**
 * Turns a price from the API or from a stored cart line into a number of dollars.
 * Strings are parsed after stripping every character that is not a digit or a dot
 * (so "$12.50" gives 12.5); anything unusable gives 0 (SPEC §5).
 */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number.parseFloat(value.replace(/[^0-9.]/g, ''));
  return Number.isFinite(parsed) ? parsed : 0;
}
