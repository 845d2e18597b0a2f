import { useId } from 'react';
import { Link } from 'react-router-dom';
import { IMAGE_SLOTS, responsiveImage } from '@shop-rules/responsive-image';
import { formatPrice } from '../../lib/format-price';
import './catalog.css';

interface ProductCardProps {
  name: string;
  price: number;
  imageUrl?: string;
  /** A second picture that replaces the first while the card is hovered (bouquets, SPEC §2). */
  hoverImageUrl?: string;
  /** Shows an Add to Cart button on hover or keyboard focus (and always on touch screens). */
  onAddToCart?: () => void;
  /** A link to the product's detail page, e.g. `Show Details` (SPEC §2). */
  details?: { to: string; label: string };
  productId?: string;
  testId?: string;
}

/**
 * A product tile: picture(s), name, price in dollars, and its actions. The actions are described
 * by the name: Add to Cart comes before it, and a list of links would otherwise read "View Details"
 * once per product with nothing to tell them apart.
 */
export function ProductCard({ name, price, imageUrl, hoverImageUrl, onAddToCart, details, productId, testId }: ProductCardProps) {
  const nameId = useId();
  return (
    <article className="product-card" data-testid={testId} data-product-id={productId}>
      <div className={`product-card__media${hoverImageUrl ? ' product-card__media--swap' : ''}`}>
        {imageUrl ? (
          <img
            className="product-card__image"
            {...responsiveImage(imageUrl, IMAGE_SLOTS.card)}
            width={320}
            height={320}
            alt={name}
            loading="lazy"
            data-testid="product-image"
          />
        ) : (
          <div className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        {hoverImageUrl && (
          <img
            className="product-card__image product-card__image--hover"
            {...responsiveImage(hoverImageUrl, IMAGE_SLOTS.card)}
            width={320}
            height={320}
            alt={`${name}, second view`}
            loading="lazy"
            // Shown only on hover: after every picture that shows at once.
            fetchPriority="low"
            data-testid="product-image-hover"
          />
        )}
        {onAddToCart && (
          <button
            type="button"
            className="product-card__add button button--primary"
            data-testid="add-to-cart"
            aria-describedby={nameId}
            onClick={onAddToCart}
          >
            Add to Cart
          </button>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" id={nameId} data-testid="product-name">
          {name}
        </h3>
        <p className="product-card__price" data-testid="product-price">
          {formatPrice(price)}
        </p>
        {details && (
          <Link
            className="product-card__details"
            to={details.to}
            aria-describedby={nameId}
            data-testid="product-details-link"
          >
            {details.label}
          </Link>
        )}
      </div>
    </article>
  );
}
