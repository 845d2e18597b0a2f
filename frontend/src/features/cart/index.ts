/** Public surface of the cart feature; the app wires it to product pages and checkout. */
export { CartProvider } from './components/CartProvider';
export { CartButton } from './components/CartButton';
export { LazyCartDrawer as CartDrawer } from './components/LazyCartDrawer';
export { useCart } from './hooks/useCart';
export { useAddToCart } from './hooks/useAddToCart';
