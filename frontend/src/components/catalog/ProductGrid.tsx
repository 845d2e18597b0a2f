import type { ReactNode } from 'react';
import type { ListStatus } from '../../lib/catalog/use-catalog-list';
import { ListStatusMessage, type ListStatusTexts } from './ListStatusMessage';
import './catalog.css';

interface ProductGridProps extends ListStatusTexts {
  status: ListStatus;
  /** A request is on its way while the cards still show (a new sort): marked aria-busy. */
  busy?: boolean;
  isEmpty: boolean;
  /** Offers a Retry button beside the failure text. */
  onRetry?: () => void;
  children: ReactNode;
}

/** The grid area of a list page: loading text, then the error text in red (with Retry), or the cards. */
export function ProductGrid({ status, busy = false, isEmpty, onRetry, children, ...texts }: ProductGridProps) {
  return (
    <div className="product-grid" data-testid="product-grid" aria-busy={status === 'loading' || busy}>
      <ListStatusMessage status={status} isEmpty={isEmpty} onRetry={onRetry} {...texts} />
      {status === 'success' && children}
    </div>
  );
}
