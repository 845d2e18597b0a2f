import { useCallback, useMemo, useState } from 'react';
import { CoverBanner } from '../../../components/catalog/CoverBanner';
import { ListStatusMessage } from '../../../components/catalog/ListStatusMessage';
import { DEFAULT_SORT } from '../../../config/catalog';
import { productPrice } from '../../../lib/catalog/product-price';
import { sortByPrice } from '../../../lib/catalog/sort-by-price';
import { useCatalogList } from '../../../lib/catalog/use-catalog-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OCCASIONS } from '../../../config/navigation';
import type { OccasionProduct } from '../../../lib/api/schemas';
import coverImage from '../assets/occasions-cover.svg';
import { useCurrentSection } from '../hooks/useCurrentSection';
import { useFocusLinkedSection } from '../hooks/useFocusLinkedSection';
import { groupByCategory } from '../model/group-by-category';
import { OccasionJumpList } from './OccasionJumpList';
import { OccasionSection, sectionTitleId } from './OccasionSection';
import { ScrollToTopButton } from './ScrollToTopButton';
import './occasions.css';

const JUMP_LIST_ID = 'occasion-jump-list';
const SECTION_IDS = OCCASIONS.map((link) => link.id);
const NO_SECTIONS: string[] = [];

/** `GET /occasion-products` has no sort (SPEC §7): each section is ordered low to high here. */
const byPrice = (products: OccasionProduct[]) => sortByPrice(products, DEFAULT_SORT, productPrice);

/**
 * `/occasions` (SPEC §2): every occasion product in one section per category (the eight, each
 * section's products low to high), a jump-to-occasion list (a drawer on small screens) and a
 * scroll-to-top button. Sections render only once loaded, so `#anchor` links land on them, and
 * the focus with them.
 */
export default function OccasionsPage() {
  useDocumentTitle('Occasions');
  const { status, items, busy, retry } = useCatalogList('occasion-products', undefined, byPrice);
  const groups = useMemo(() => groupByCategory(items), [items]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const currentSection = useCurrentSection(status === 'success' ? SECTION_IDS : NO_SECTIONS);
  useFocusLinkedSection(status === 'success', sectionTitleId);

  return (
    <div className="page occasions-page" data-testid="occasions-page">
      <CoverBanner
        title="Occasions"
        subtitle="Birthdays, anniversaries, get-well wishes and every reason in between."
        imageSrc={coverImage}
        imageAlt="Balloons, a gift box and a vase of tulips for a celebration"
      />

      <button
        type="button"
        className="button button--secondary occasions-page__jump-toggle"
        aria-haspopup="dialog"
        aria-controls={JUMP_LIST_ID}
        aria-expanded={drawerOpen}
        data-testid="occasion-jump-open"
        onClick={() => setDrawerOpen(true)}
      >
        Jump to occasion
      </button>

      <div className="occasions-layout">
        <OccasionJumpList id={JUMP_LIST_ID} open={drawerOpen} onClose={closeDrawer} current={currentSection} />
        <div className="occasions-layout__sections" aria-busy={status === 'loading' || busy}>
          <ListStatusMessage status={status} isEmpty={false} onRetry={retry} />
          {status === 'success' && groups.map((group) => <OccasionSection key={group.id} group={group} />)}
        </div>
      </div>

      <ScrollToTopButton />
    </div>
  );
}
