import type { ReactNode } from 'react';
import type { ListStatus } from '../../lib/catalog/use-catalog-list';
import { ListStatusMessage, type ListStatusTexts } from './ListStatusMessage';
import { ProductCardPlaceholders, type CardPlaceholders } from './ProductCardPlaceholder';
import './catalog.css';

interface ProductGridProps extends ListStatusTexts {
  status: ListStatus;
  /** A request is on its way while the cards still show (a new sort): marked aria-busy. */
  busy?: boolean;
  isEmpty: boolean;
  /** Offers a Retry button beside the failure text. */
  onRetry?: () => void;
  /** Card outlines shown while loading, under the loading text, so the cards take their place. */
  placeholders?: CardPlaceholders;
  children: ReactNode;
}

/** The grid area of a list page: loading text, then the error text in red (with Retry), or the cards. */
export function ProductGrid({ status, busy = false, isEmpty, onRetry, placeholders, children, ...texts }: ProductGridProps) {
  const outlined = status === 'loading' && placeholders !== undefined;
  return (
    <div
      className={`product-grid${outlined ? ' product-grid--outlined' : ''}`}
      data-testid="product-grid"
      aria-busy={status === 'loading' || busy}
    >
      <ListStatusMessage status={status} isEmpty={isEmpty} onRetry={onRetry} {...texts} />
      {outlined && <ProductCardPlaceholders {...placeholders} />}
      {status === 'success' && children}
    </div>
  );
}
