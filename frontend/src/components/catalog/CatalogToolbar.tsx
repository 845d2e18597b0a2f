import { useId } from 'react';
import { isSortOrder, SORT_OPTIONS, type SortOrder } from '../../config/catalog';
import './catalog.css';

interface CatalogToolbarProps {
  /** Number of products, or `null` while unknown (loading or failed). */
  count: number | null;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

/** Product count and the price sort selector shown above a product grid. */
export function CatalogToolbar({ count, sort, onSortChange }: CatalogToolbarProps) {
  const selectId = useId();
  return (
    <div className="catalog-toolbar">
      <p className="catalog-toolbar__count" aria-live="polite">
        {count !== null && (
          <>
            <span data-testid="product-count">{count}</span> {count === 1 ? 'product' : 'products'}
          </>
        )}
      </p>
      <div className="catalog-toolbar__sort">
        <label htmlFor={selectId}>Sort by</label>
        <select
          id={selectId}
          className="select"
          value={sort}
          data-testid="sort-select"
          onChange={(event) => {
            if (isSortOrder(event.target.value)) onSortChange(event.target.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
