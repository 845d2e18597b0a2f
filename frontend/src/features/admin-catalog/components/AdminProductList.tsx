import { useId } from 'react';
import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { OCCASIONS } from '../../../config/navigation';
import { productPrice } from '../../../lib/catalog/product-price';
import type { ListStatus } from '../../../lib/catalog/use-catalog-list';
import { formatPrice } from '../../../lib/format-price';
import type { Product } from '../../../lib/api/schemas';
import { productImageUrls } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';

interface AdminProductListProps {
  kind: AdminCatalogKind;
  products: Product[];
  status: ListStatus;
  /** Asks for the list again after it failed to load. */
  onRetry: () => void;
  /** Left out for screens without edit (keychains). */
  onEdit?: (product: Product) => void;
  onDelete: (product: Product) => void;
  editingId?: string;
  deletingId?: string | null;
  /** Rows' buttons are disabled meanwhile (the form is saving). */
  busy?: boolean;
}

function categoryLabel(id: string): string {
  return OCCASIONS.find((category) => category.id === id)?.label ?? id;
}

/**
 * The list of an admin catalogue: one row per product with its images, name, price and actions.
 * Every row's buttons read "Edit" and "Delete": each is described by its product's name.
 */
export function AdminProductList({
  kind,
  products,
  status,
  onRetry,
  onEdit,
  onDelete,
  editingId,
  deletingId,
  busy,
}: AdminProductListProps) {
  const id = kind.testId;
  const namePrefix = useId();
  return (
    <section className="admin-panel admin-product-list" aria-label={kind.texts.listTitle} data-testid={`${id}-list`}>
      <h2 className="admin-product-list__title">{kind.texts.listTitle}</h2>
      {status === 'loading' && <p className="admin-product-list__message">{kind.texts.loading}</p>}
      {status === 'error' && (
        <AdminLoadFailure
          message={kind.texts.loadFailed}
          onRetry={onRetry}
          className="admin-table-notice admin-table-notice--error"
          testId={`${id}-load-error`}
        />
      )}
      {status === 'success' && products.length === 0 && (
        <p className="admin-product-list__message">{kind.texts.empty}</p>
      )}
      {products.length > 0 && (
        <ul className="admin-product-list__rows">
          {products.map((product) => {
            const images = productImageUrls(product);
            const disabled = busy || deletingId === product._id;
            const nameId = `${namePrefix}${product._id}`;
            return (
              <li
                key={product._id}
                className={`admin-product-row${editingId === product._id ? ' admin-product-row--editing' : ''}`}
                data-testid={`${id}-row`}
                data-product-id={product._id}
              >
                <div className="admin-product-row__images">
                  {images.length > 0 ? (
                    images.map((url, index) => (
                      <img
                        key={url}
                        className="admin-product-row__image"
                        src={url}
                        alt={`${product.name} ${index + 1}`}
                        loading="lazy"
                        data-testid={`${id}-row-image`}
                      />
                    ))
                  ) : (
                    <span className="admin-product-row__image admin-product-row__image--empty" aria-hidden="true" />
                  )}
                </div>
                <div className="admin-product-row__body">
                  <h3 id={nameId} className="admin-product-row__name admin-long-text" data-testid={`${id}-row-name`}>
                    {product.name}
                  </h3>
                  <p className="admin-product-row__price" data-testid={`${id}-row-price`}>
                    {formatPrice(productPrice(product))}
                  </p>
                  {product.category && (
                    <p className="admin-product-row__category" data-testid={`${id}-row-category`}>
                      {categoryLabel(product.category)}
                    </p>
                  )}
                  {product.description && (
                    <p className="admin-product-row__description admin-long-text">{product.description}</p>
                  )}
                </div>
                <div className="admin-product-row__actions">
                  {onEdit && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={disabled}
                      aria-describedby={nameId}
                      onClick={() => onEdit(product)}
                      data-testid={`${id}-edit`}
                    >
                      Edit
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={disabled}
                    aria-describedby={nameId}
                    onClick={() => void onDelete(product)}
                    data-testid={`${id}-delete`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
