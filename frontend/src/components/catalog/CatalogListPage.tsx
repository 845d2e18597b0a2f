import { Fragment, useCallback, type ReactNode } from 'react';
import type { Product } from '../../lib/api/schemas';
import { useCatalogList } from '../../lib/catalog/use-catalog-list';
import type { CatalogResource } from '../../lib/catalog/list-products';
import { sortByPrice } from '../../lib/catalog/sort-by-price';
import { useSortParam } from '../../lib/catalog/use-sort-param';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MoreToDiscover } from '../MoreToDiscover';
import { CatalogToolbar } from './CatalogToolbar';
import { CoverBanner, type CoverBannerProps } from './CoverBanner';
import { ProductGrid } from './ProductGrid';

interface CatalogListPageProps {
  /** `data-testid` of the page, e.g. `boxes-page`. */
  testId: string;
  /** The catalogue listed, `GET /{resource}?sort=…`. */
  resource: CatalogResource;
  cover: CoverBannerProps;
  /** Module-level (stable): a new function on every render would sort again each time. */
  priceOf: (item: Product) => number;
  /** The failure text in the grid (SPEC §8); 'Failed to load products' by default. */
  errorText?: string;
  renderItem: (item: Product) => ReactNode;
  /** The cards end with a details link (DetailProductCard): their loading outlines do too. */
  cardsHaveLinks?: boolean;
}

/** Outlines while loading: two rows of four on a wide screen, more than a phone's screen holds. */
const PLACEHOLDER_CARDS = 8;

/**
 * One list page for every sortable product kind (boxes, keychains, bouquets; DESIGN §7):
 * cover banner (its title is also the tab title), product count, price sort (low to high by
 * default, kept in the URL), the grid with its loading / error (with Retry) / empty states, and
 * the More to Discover block (SPEC §2). A new sort keeps the current cards until it arrives.
 */
export function CatalogListPage({
  testId,
  resource,
  cover,
  priceOf,
  errorText,
  renderItem,
  cardsHaveLinks = false,
}: CatalogListPageProps) {
  useDocumentTitle(cover.title);
  const [sort, setSort] = useSortParam();
  const arrange = useCallback((items: Product[]) => sortByPrice(items, sort, priceOf), [sort, priceOf]);
  const { status, items, busy, retry } = useCatalogList(resource, sort, arrange);

  return (
    <div className="page catalog-page" data-testid={testId}>
      <CoverBanner {...cover} />
      {/* Between the page's h1 and the cards' h3s, so heading navigation skips no level. */}
      <h2 className="visually-hidden">{`All ${cover.title.toLowerCase()}`}</h2>
      <CatalogToolbar count={status === 'success' ? items.length : null} sort={sort} onSortChange={setSort} />
      <ProductGrid
        status={status}
        busy={busy}
        isEmpty={items.length === 0}
        errorText={errorText}
        onRetry={retry}
        placeholders={{ count: PLACEHOLDER_CARDS, withLink: cardsHaveLinks }}
      >
        {items.map((item) => (
          <Fragment key={item._id}>{renderItem(item)}</Fragment>
        ))}
      </ProductGrid>
      <MoreToDiscover />
    </div>
  );
}
