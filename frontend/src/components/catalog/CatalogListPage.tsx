import { Fragment, useState, type ReactNode } from 'react';
import { DEFAULT_SORT, type SortOrder } from '../../config/catalog';
import { useProductList } from '../../lib/catalog/use-product-list';
import { MoreToDiscover } from '../MoreToDiscover';
import { CatalogToolbar } from './CatalogToolbar';
import { CoverBanner, type CoverBannerProps } from './CoverBanner';
import { ProductGrid } from './ProductGrid';

interface CatalogListPageProps<T extends { _id: string }> {
  /** `data-testid` of the page, e.g. `boxes-page`. */
  testId: string;
  cover: CoverBannerProps;
  /** Module-level (stable) functions: a new one on every render would reload the list. */
  fetchList: (sort: SortOrder, signal: AbortSignal) => Promise<T[]>;
  priceOf: (item: T) => number;
  /** The failure text in the grid (SPEC §8); 'Failed to load products' by default. */
  errorText?: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * One list page for every sortable product kind (boxes, keychains, bouquets; DESIGN §7):
 * cover banner, product count, price sort (low to high by default, reloading on change),
 * the grid with its loading / error / empty states, and the More to Discover block (SPEC §2).
 */
export function CatalogListPage<T extends { _id: string }>({
  testId,
  cover,
  fetchList,
  priceOf,
  errorText,
  renderItem,
}: CatalogListPageProps<T>) {
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const { status, items } = useProductList<T>(fetchList, sort, priceOf);

  return (
    <div className="page catalog-page" data-testid={testId}>
      <CoverBanner {...cover} />
      <CatalogToolbar count={status === 'success' ? items.length : null} sort={sort} onSortChange={setSort} />
      <ProductGrid status={status} isEmpty={items.length === 0} errorText={errorText}>
        {items.map((item) => (
          <Fragment key={item._id}>{renderItem(item)}</Fragment>
        ))}
      </ProductGrid>
      <MoreToDiscover />
    </div>
  );
}
