import { parsePrice, type PriceValue } from '../parse-price';

/** A catalogue item's price in dollars (a number, or a string such as "$12.50"). */
export function productPrice(item: { price?: PriceValue }): number {
  return parsePrice(item.price);
}

/** The product's pictures (SPEC §9: at most two), blanks left out. */
export function productImages(item: { images?: readonly string[] }): string[] {
  return (item.images ?? []).filter((url) => typeof url === 'string' && url.length > 0).slice(0, 2);
}
