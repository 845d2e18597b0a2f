import { DetailProductCard } from '../../../components/catalog/CatalogCards';
import { OCCASIONS_PATH } from '../../../config/navigation';
import type { OccasionGroup } from '../model/group-by-category';

/** The id of a category section's heading, which the jump list moves focus to. */
export const sectionTitleId = (categoryId: string) => `${categoryId}-title`;

/** One category: its heading, then its products with View Details, or the empty text (SPEC §2). */
export function OccasionSection({ group }: { group: OccasionGroup }) {
  const titleId = sectionTitleId(group.id);
  return (
    <section id={group.id} className="occasion-section" aria-labelledby={titleId} data-testid="occasion-section" data-category={group.id}>
      {/* Focusable from script only: the jump list lands the reader here. */}
      <h2 id={titleId} className="occasion-section__title" tabIndex={-1}>
        {group.label}
      </h2>
      {group.products.length === 0 ? (
        <p className="occasion-section__empty" data-testid="occasion-empty">
          No products available in this category yet.
        </p>
      ) : (
        <div className="product-grid occasion-section__grid">
          {group.products.map((product) => (
            <DetailProductCard key={product._id} product={product} basePath={OCCASIONS_PATH} linkLabel="View Details" testId="occasion-card" />
          ))}
        </div>
      )}
    </section>
  );
}
