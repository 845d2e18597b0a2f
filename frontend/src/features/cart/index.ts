/**
 * Public surface of the cart feature; the app wires it to product pages and checkout.
 * Everything here is part of the first page load (the header and layout import it), so the
 * product pages' `useAddToCart` (it toasts, with react-hot-toast) is imported from
 * './hooks/useAddToCart' by the lazily loaded routes instead of being re-exported here.
 */
export { CartProvider } from './components/CartProvider';
export { CartButton } from './components/CartButton';
export { LazyCartDrawer as CartDrawer } from './components/LazyCartDrawer';
export { useCart } from './hooks/useCart';
