import { BoxesPage } from '../../features/boxes';
import { useAddToCart } from '../../features/cart';

/** Wires the boxes list to the cart (features do not import each other). */
export default function BoxesRoute() {
  const addToCart = useAddToCart();
  return <BoxesPage onAddToCart={addToCart} />;
}
