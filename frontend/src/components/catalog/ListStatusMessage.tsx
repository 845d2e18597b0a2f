import type { ListStatus } from '../../lib/catalog/use-catalog-list';
import './catalog.css';

export interface ListStatusTexts {
  loadingText?: string;
  errorText?: string;
  emptyText?: string;
}

interface ListStatusMessageProps extends ListStatusTexts {
  status: ListStatus;
  isEmpty: boolean;
  /** Shown as a Retry button under the failure text. */
  onRetry?: () => void;
}

/**
 * The message of a product list that is not showing products (SPEC §4: loading, then error or
 * list): the loading text, the failure text in red (with Retry), or the empty text. Nothing once loaded.
 */
export function ListStatusMessage({
  status,
  isEmpty,
  onRetry,
  loadingText = 'Loading products…',
  errorText = 'Failed to load products',
  emptyText = 'No products yet. Please check back soon.',
}: ListStatusMessageProps) {
  if (status === 'loading') {
    return (
      <p className="product-grid__message" role="status" data-testid="products-loading">
        {loadingText}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="product-grid__failure">
        <p className="product-grid__message product-grid__message--error" role="alert" data-testid="products-error">
          {errorText}
        </p>
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry} data-testid="products-retry">
            Retry
          </button>
        )}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="product-grid__message" data-testid="products-empty">
        {emptyText}
      </p>
    );
  }
  return null;
}
