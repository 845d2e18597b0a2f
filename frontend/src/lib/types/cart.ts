import type { PriceValue } from './catalog';

/** A wrapping paper sheet chosen for a product, shown as an add-on surcharge. */
export interface CartSheet {
  id: string;
  name: string;
  price: number;
  image?: string;
}

/**
 * One cart line as kept in session storage `cart` (SPEC §3). `id` is the product id, or
 * `${productId}-${sheetId}` when a sheet is chosen; `productId` keeps the product id so the
 * order can be re-priced on the server.
 */
export interface CartLine {
  id: string;
  productId?: string;
  name: string;
  image?: string;
  quantity: number;
  price?: PriceValue;
  basePrice?: PriceValue;
  totalPrice?: PriceValue;
  selectedSheet?: CartSheet | null;
}

/** What a product page hands to the cart: the line without its derived id. */
export interface CartItemInput {
  productId: string;
  name: string;
  image?: string;
  /** Defaults to 1. */
  quantity?: number;
  price?: PriceValue;
  basePrice?: PriceValue;
  totalPrice?: PriceValue;
  selectedSheet?: CartSheet | null;
}

export type AddToCart = (item: CartItemInput) => void;
