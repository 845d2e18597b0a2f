import { boxPrice } from '../../lib/catalog/box-price';
import type { Box } from '../../lib/types/catalog';
import type { CartItemInput } from '../../lib/types/cart';

/** A box goes into the cart as {id, name, price, image, quantity 1} (SPEC §3). */
export function boxToCartItem(box: Box): CartItemInput {
  return {
    productId: box._id,
    name: box.name,
    price: boxPrice(box),
    image: box.imageUrl,
    quantity: 1,
  };
}
