import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePaperSheets } from '../../../lib/catalog/paper-sheets';
import { productImages, productPrice } from '../../../lib/catalog/product-price';
import { formatPrice } from '../../../lib/format-price';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AddToCart } from '../../../lib/types/cart';
import type { DetailResource } from '../api/get-product';
import type { Product } from '../../../lib/api/schemas';
import { useProductDetail, type ProductDetailState } from '../hooks/useProductDetail';
import { detailTotal, findSheet, toDetailCartItem } from '../model/detail-rules';
import { PaperSheetPicker } from './PaperSheetPicker';
import { ProductGallery } from './ProductGallery';
import './product-detail.css';

interface ProductDetailPageProps {
  resource: DetailResource;
  /** The list page, for Back when the detail page was opened directly (no history to go back to). */
  listPath: string;
  listLabel: string;
  /** Supplied by the app (the cart lives in another feature). */
  onAddToCart: AddToCart;
}

function ProductDetails({ product, onAddToCart }: { product: Product; onAddToCart: AddToCart }) {
  const sheets = usePaperSheets();
  const [sheetId, setSheetId] = useState<string | null>(null);
  const sheet = sheets.data ? findSheet(sheets.data, sheetId) : null;
  const basePrice = productPrice(product);
  const total = detailTotal(basePrice, sheet);

  return (
    <article className="product-detail" data-testid="product-detail" data-product-id={product._id}>
      <ProductGallery name={product.name} images={productImages(product)} />
      <div className="product-detail__info">
        <h1 className="product-detail__name" data-testid="product-detail-name">
          {product.name}
        </h1>
        <p className="product-detail__price">
          <span className="product-detail__label">Price</span>{' '}
          <span data-testid="product-base-price">{formatPrice(basePrice)}</span>
        </p>
        {product.description && <p className="product-detail__description">{product.description}</p>}

        <PaperSheetPicker sheets={sheets} selectedId={sheetId} onSelect={setSheetId} />

        <div className="product-detail__total" aria-live="polite">
          <span className="product-detail__label">Total</span>
          <strong className="product-detail__total-amount" data-testid="product-total">
            {formatPrice(total)}
          </strong>
          {sheet && (
            <span className="product-detail__breakdown" data-testid="product-total-breakdown">
              {formatPrice(basePrice)} + {sheet.name} paper {formatPrice(total - basePrice)}
            </span>
          )}
        </div>
        <button
          type="button"
          className="button button--primary product-detail__add"
          data-testid="detail-add-to-cart"
          onClick={() => onAddToCart(toDetailCartItem(product, sheet))}
        >
          Add to Cart
        </button>
      </div>
    </article>
  );
}

/** The tab title: the product's name, 'Product not found' for an unknown id; none while loading. */
function pageTitle(state: ProductDetailState): string | undefined {
  if (state.status === 'success') return state.product.name;
  if (state.status === 'not-found') return 'Product not found';
  if (state.status === 'error') return 'Failed to load product';
  return undefined;
}

/**
 * `/bouquets/{id}` and `/occasions/{id}` (SPEC §2): gallery, base price, optional paper sheet,
 * total, Add to Cart and Back, with the states 'Loading product details...', 'Failed to load
 * product details.' and 'Product not found.'.
 */
export function ProductDetailPage({ resource, listPath, listLabel, onAddToCart }: ProductDetailPageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useProductDetail(resource, id);
  useDocumentTitle(pageTitle(state));

  // The first page of a visit has the key 'default': with nothing to go back to, Back opens the list.
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(listPath);
  };

  return (
    <div className="page product-detail-page" data-testid="product-detail-page">
      <button
        type="button"
        className="button button--secondary product-detail-page__back"
        data-testid="detail-back"
        onClick={goBack}
      >
        <span aria-hidden="true">←</span> Back
      </button>

      {state.status === 'loading' && (
        <p className="product-detail-page__message" role="status" data-testid="product-detail-loading">
          Loading product details...
        </p>
      )}
      {state.status === 'error' && (
        <p
          className="product-detail-page__message product-detail-page__message--error"
          role="alert"
          data-testid="product-detail-error"
        >
          Failed to load product details.
        </p>
      )}
      {state.status === 'not-found' && (
        <div className="product-detail-page__message" data-testid="product-not-found">
          {/* The page's heading: what a screen reader user looks for first on a dead link. */}
          <h1 className="product-detail-page__not-found">Product not found.</h1>
          <Link className="button button--primary" to={listPath}>
            {listLabel}
          </Link>
        </div>
      )}
      {/* Keyed by product: another product starts again with no sheet and its first picture. */}
      {state.status === 'success' && (
        <ProductDetails key={state.product._id} product={state.product} onAddToCart={onAddToCart} />
      )}
    </div>
  );
}
