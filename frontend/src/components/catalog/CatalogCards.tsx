import { productImages, productPrice } from '../../lib/catalog/product-price';
import { toSimpleCartItem } from '../../lib/catalog/to-cart-item';
import type { AddToCart } from '../../lib/types/cart';
import type { PriceValue } from '../../lib/parse-price';
import { ProductCard } from './ProductCard';
import './catalog.css';

interface CartProductCardProps {
  item: { _id: string; name: string; imageUrl?: string | null };
  /** The item's price in dollars. */
  price: number;
  testId: string;
  onAddToCart: AddToCart;
}

/** A card with one picture whose Add to Cart adds {id, name, price, image, quantity 1} (boxes, keychains). */
export function CartProductCard({ item, price, testId, onAddToCart }: CartProductCardProps) {
  return (
    <ProductCard
      testId={testId}
      productId={item._id}
      name={item.name}
      price={price}
      imageUrl={item.imageUrl ?? undefined}
      onAddToCart={() => onAddToCart(toSimpleCartItem(item, price))}
    />
  );
}

interface DetailProductCardProps {
  product: { _id: string; name: string; price?: PriceValue; images?: string[] };
  /** The detail pages' path, e.g. `/bouquets`; the card links to `{basePath}/{id}`. */
  basePath: string;
  /** The link's text: `Show Details` for bouquets, `View Details` for occasion products (SPEC §2). */
  linkLabel: string;
  testId: string;
}

/**
 * A card for a product sold from its detail page (bouquets, occasion products): its two
 * pictures, the second on hover, and a link to the detail page, where a paper sheet is chosen.
 */
export function DetailProductCard({ product, basePath, linkLabel, testId }: DetailProductCardProps) {
  const [first, second] = productImages(product);
  return (
    <ProductCard
      testId={testId}
      productId={product._id}
      name={product.name}
      price={productPrice(product)}
      imageUrl={first}
      hoverImageUrl={second}
      details={{ to: `${basePath}/${encodeURIComponent(product._id)}`, label: linkLabel }}
    />
  );
}
