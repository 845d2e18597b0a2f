import type { ReactNode } from 'react';
import type { ListStatus } from '../../lib/catalog/use-product-list';
import './catalog.css';

interface ProductGridProps {
  status: ListStatus;
  loadingText?: string;
  errorText?: string;
  emptyText?: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** The grid area of a list page: loading text, then the error text in red, or the cards. */
export function ProductGrid({
  status,
  loadingText = 'Loading products…',
  errorText = 'Failed to load products',
  emptyText = 'No products yet. Please check back soon.',
  isEmpty,
  children,
}: ProductGridProps) {
  return (
    <div className="product-grid" data-testid="product-grid" aria-busy={status === 'loading'}>
      {status === 'loading' && (
        <p className="product-grid__message" role="status" data-testid="products-loading">
          {loadingText}
        </p>
      )}
      {status === 'error' && (
        <p className="product-grid__message product-grid__message--error" role="alert" data-testid="products-error">
          {errorText}
        </p>
      )}
      {status === 'success' && isEmpty && (
        <p className="product-grid__message" data-testid="products-empty">
          {emptyText}
        </p>
      )}
      {status === 'success' && children}
    </div>
  );
}
