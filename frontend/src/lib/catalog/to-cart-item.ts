import type { CartItemInput } from '../types/cart';

/**
 * A list card's product (box, keychain) goes into the cart as {id, name, price, image,
 * quantity 1} (SPEC §3); the cart derives the line id from the product id.
 */
export function toSimpleCartItem(
  item: { _id: string; name: string; imageUrl?: string | null },
  price: number,
): CartItemInput {
  return {
    productId: item._id,
    name: item.name,
    price,
    // The API sends null for a product without a picture; the cart keeps no image then.
    image: item.imageUrl ?? undefined,
    quantity: 1,
  };
}
