import { productImages, productPrice } from '../../../lib/catalog/product-price';
import { formatPrice } from '../../../lib/format-price';
import type { Bouquet } from '../../../lib/api/schemas';

/** The bouquet the search found: picture, name and price. */
export function FoundProduct({ bouquet }: { bouquet: Bouquet }) {
  const [image] = productImages(bouquet);
  return (
    <figure className="found-product" data-testid="custom-found-product">
      {image ? (
        <img className="found-product__image" src={image} alt={`Photo of ${bouquet.name}`} />
      ) : (
        <span className="found-product__image found-product__image--none" aria-hidden="true" />
      )}
      <figcaption className="found-product__text">
        <span className="found-product__label">Chosen product</span>
        <strong className="found-product__name" data-testid="custom-found-product-name">
          {bouquet.name}
        </strong>
        <span className="found-product__price" data-testid="custom-found-product-price">
          {formatPrice(productPrice(bouquet))}
        </span>
      </figcaption>
    </figure>
  );
}
