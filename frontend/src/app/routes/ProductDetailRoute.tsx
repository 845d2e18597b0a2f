import { useAddToCart } from '../../features/cart/hooks/useAddToCart';
import { ProductDetailPage, type DetailResource } from '../../features/product-detail';

const LIST_PAGES: Record<DetailResource, { path: string; label: string }> = {
  bouquets: { path: '/bouquets', label: 'Browse bouquets' },
  'occasion-products': { path: '/occasions', label: 'Browse occasion gifts' },
};

/** `/bouquets/:id` and `/occasions/:id`: one detail page, wired to the cart. */
export default function ProductDetailRoute({ resource }: { resource: DetailResource }) {
  const addToCart = useAddToCart();
  const list = LIST_PAGES[resource];
  return <ProductDetailPage resource={resource} listPath={list.path} listLabel={list.label} onAddToCart={addToCart} />;
}
