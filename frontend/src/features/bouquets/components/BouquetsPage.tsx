import { DetailProductCard } from '../../../components/catalog/CatalogCards';
import { CatalogListPage } from '../../../components/catalog/CatalogListPage';
import { productPrice } from '../../../lib/catalog/product-price';
import coverImage from '../assets/bouquets-cover.svg';

const COVER = {
  title: 'Bouquets',
  subtitle: 'Hand-tied bouquets wrapped the way you like, with a paper of your choice.',
  imageSrc: coverImage,
  imageAlt: 'A hand-tied bouquet of roses and daisies in blush wrapping paper',
};

/**
 * `/bouquets`: the list page layout; each card shows two pictures (the second on hover) and a
 * Show Details link to `/bouquets/{id}`, where a paper sheet can be chosen (SPEC §2).
 */
export default function BouquetsPage() {
  return (
    <CatalogListPage
      testId="bouquets-page"
      cover={COVER}
      resource="bouquets"
      priceOf={productPrice}
      errorText="Failed to load bouquets"
      cardsHaveLinks
      renderItem={(bouquet) => (
        <DetailProductCard product={bouquet} basePath="/bouquets" linkLabel="Show Details" testId="bouquet-card" />
      )}
    />
  );
}
