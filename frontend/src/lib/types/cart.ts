import type { PaperSheet } from '../api/schemas';
import type { PriceValue } from '../parse-price';

/** A wrapping paper sheet chosen for a product (one of `GET /paper-sheets`), shown as an add-on surcharge. */
export type CartSheet = Pick<PaperSheet, 'id' | 'name' | 'price'> & { image?: PaperSheet['image'] };

/**
 * One cart line as kept in session storage `cart` (SPEC §3), not an API shape: `id` is the
 * product id, or `${productId}-${sheetId}` when a sheet is chosen; `productId` keeps the product
 * id so the order can be re-priced on the server. Prices are as the product showed them.
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
export type CartItemInput = Omit<CartLine, 'id' | 'productId' | 'quantity'> & {
  productId: string;
  /** Defaults to 1. */
  quantity?: number;
};

export type AddToCart = (item: CartItemInput) => void;
