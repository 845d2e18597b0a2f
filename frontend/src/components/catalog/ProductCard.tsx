import { formatPrice } from '../../lib/format-price';
import './catalog.css';

interface ProductCardProps {
  name: string;
  price: number;
  imageUrl?: string;
  onAddToCart: () => void;
  testId?: string;
}

/** A product tile; its Add to Cart button appears on hover or keyboard focus (and always on touch). */
export function ProductCard({ name, price, imageUrl, onAddToCart, testId }: ProductCardProps) {
  return (
    <article className="product-card" data-testid={testId}>
      <div className="product-card__media">
        {imageUrl ? (
          <img className="product-card__image" src={imageUrl} alt={name} loading="lazy" />
        ) : (
          <div className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        <button
          type="button"
          className="product-card__add button button--primary"
          data-testid="add-to-cart"
          onClick={onAddToCart}
        >
          Add to Cart
        </button>
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" data-testid="product-name">
          {name}
        </h3>
        <p className="product-card__price" data-testid="product-price">
          {formatPrice(price)}
        </p>
      </div>
    </article>
  );
}
