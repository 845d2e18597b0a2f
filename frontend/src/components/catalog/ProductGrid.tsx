import type { ReactNode } from 'react';
import type { ListStatus } from '../../lib/catalog/use-product-list';
import { ListStatusMessage, type ListStatusTexts } from './ListStatusMessage';
import './catalog.css';

interface ProductGridProps extends ListStatusTexts {
  status: ListStatus;
  isEmpty: boolean;
  children: ReactNode;
}

/** The grid area of a list page: loading text, then the error text in red, or the cards. */
export function ProductGrid({ status, isEmpty, children, ...texts }: ProductGridProps) {
  return (
    <div className="product-grid" data-testid="product-grid" aria-busy={status === 'loading'}>
      <ListStatusMessage status={status} isEmpty={isEmpty} {...texts} />
      {status === 'success' && children}
    </div>
  );
}
