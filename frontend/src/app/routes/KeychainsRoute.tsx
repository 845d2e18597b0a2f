import { useAddToCart } from '../../features/cart/hooks/useAddToCart';
import { KeychainsPage } from '../../features/keychains';

/** Wires the keychain list to the cart (features do not import each other). */
export default function KeychainsRoute() {
  const addToCart = useAddToCart();
  return <KeychainsPage onAddToCart={addToCart} />;
}
