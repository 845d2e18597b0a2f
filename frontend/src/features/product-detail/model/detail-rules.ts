import { isApiError } from '../../../lib/api/api-error';
import { productImages, productPrice } from '../../../lib/catalog/product-price';
import { parsePrice } from '../../../lib/parse-price';
import type { CartItemInput, CartSheet } from '../../../lib/types/cart';
import type { PaperSheet } from '../../../lib/api/schemas';
import type { Product } from '../../../lib/api/schemas';

/** Dollars rounded to whole cents, so 30.1 + 4.2 is 34.3 and not 34.300000000000004. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Total = base price + the chosen sheet's price, or the base price without a sheet (SPEC §3). */
export function detailTotal(basePrice: number, sheet: PaperSheet | null): number {
  return roundToCents(basePrice + (sheet ? parsePrice(sheet.price) : 0));
}

/** The chosen sheet, or `null` for none (also for an id that is not in the list). */
export function findSheet(sheets: readonly PaperSheet[], sheetId: string | null): PaperSheet | null {
  if (sheetId === null) return null;
  return sheets.find((sheet) => sheet.id === sheetId) ?? null;
}

function toCartSheet(sheet: PaperSheet): CartSheet {
  return { id: sheet.id, name: sheet.name, price: parsePrice(sheet.price), image: sheet.image };
}

/**
 * The line a detail page adds: {id, name, basePrice, selectedSheet, totalPrice, image,
 * quantity 1} (SPEC §3); the cart derives the line id from the product and the sheet.
 */
export function toDetailCartItem(product: Product, sheet: PaperSheet | null): CartItemInput {
  const basePrice = productPrice(product);
  return {
    productId: product._id,
    name: product.name,
    basePrice,
    selectedSheet: sheet ? toCartSheet(sheet) : null,
    totalPrice: detailTotal(basePrice, sheet),
    image: productImages(product)[0],
    quantity: 1,
  };
}

/** An unknown id (404) is 'Product not found.'; any other failure is a load failure (SPEC §2). */
export function failureKind(error: unknown): 'not-found' | 'error' {
  return isApiError(error) && error.status === 404 ? 'not-found' : 'error';
}
