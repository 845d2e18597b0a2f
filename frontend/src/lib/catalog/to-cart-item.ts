import type { CartItemInput } from '../types/cart';

/**
 * A list card's product (box, keychain) goes into the cart as {id, name, price, image,
 * quantity 1} (SPEC §3); the cart derives the line id from the product id.
 */
export function toSimpleCartItem(item: { _id: string; name: string; imageUrl?: string }, price: number): CartItemInput {
  return {
    productId: item._id,
    name: item.name,
    price,
    image: item.imageUrl,
    quantity: 1,
  };
}
