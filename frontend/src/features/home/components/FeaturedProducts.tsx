import { DetailProductCard } from '../../../components/catalog/CatalogCards';
import { ProductGrid } from '../../../components/catalog/ProductGrid';
import { OCCASIONS_PATH } from '../../../config/navigation';
import { useCatalogList } from '../../../lib/catalog/use-catalog-list';
import type { OccasionProduct } from '../../../lib/api/schemas';
import { pickFeatured } from '../model/pick-featured';
import { HomeButton } from './HomeButton';

/** How many products the home page features (SPEC §2). */
export const FEATURED_COUNT = 4;

const pickFour = (products: OccasionProduct[]) => pickFeatured(products, FEATURED_COUNT);

/** Four featured occasion gifts with View more and View All buttons to /occasions (SPEC §2). */
export function FeaturedProducts() {
  // The same cached list as /occasions: opening it after the home page needs no new request.
  const { status, items: products, retry } = useCatalogList('occasion-products', undefined, pickFour);

  return (
    <section className="home-section home-featured" aria-labelledby="featured-title" data-testid="home-featured">
      <div className="home-section__header">
        <div>
          <p className="home-eyebrow">Hand-picked</p>
          <h2 id="featured-title" className="home-section__title">
            Featured gifts
          </h2>
        </div>
        <HomeButton to={OCCASIONS_PATH} variant="secondary" testId="featured-view-more">
          View more
        </HomeButton>
      </div>
      <ProductGrid
        status={status}
        onRetry={retry}
        isEmpty={products.length === 0}
        placeholders={{ count: FEATURED_COUNT, withLink: true }}
        emptyText="New gifts are on their way. Please check back soon."
      >
        {products.map((product) => (
          <DetailProductCard
            key={product._id}
            product={product}
            basePath={OCCASIONS_PATH}
            linkLabel="View Details"
            testId="featured-card"
          />
        ))}
      </ProductGrid>
      <div className="home-featured__footer">
        <HomeButton to={OCCASIONS_PATH} testId="featured-view-all">
          View All
        </HomeButton>
      </div>
    </section>
  );
}
