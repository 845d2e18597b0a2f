import { BoxesPage } from '../../features/boxes';
import { useAddToCart } from '../../features/cart/hooks/useAddToCart';

/** Wires the boxes list to the cart (features do not import each other). */
export default function BoxesRoute() {
  const addToCart = useAddToCart();
  return <BoxesPage onAddToCart={addToCart} />;
}
