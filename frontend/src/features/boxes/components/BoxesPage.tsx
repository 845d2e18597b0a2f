import { CartProductCard } from '../../../components/catalog/CatalogCards';
import { CatalogListPage } from '../../../components/catalog/CatalogListPage';
import { boxPrice } from '../../../lib/catalog/box-price';
import type { AddToCart } from '../../../lib/types/cart';
import coverImage from '../assets/boxes-cover.svg';

const COVER = {
  title: 'Boxes',
  subtitle: 'Flower boxes and gift boxes, arranged by hand for every moment.',
  imageSrc: coverImage,
  imageAlt: 'Pink gift boxes filled with roses and greenery',
};

/** `/boxes`: cover, count, price sort, cards and the More to Discover block (SPEC §2). */
export function BoxesPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  return (
    <CatalogListPage
      testId="boxes-page"
      cover={COVER}
      resource="boxes"
      priceOf={boxPrice}
      renderItem={(box) => <CartProductCard item={box} price={boxPrice(box)} testId="box-card" onAddToCart={onAddToCart} />}
    />
  );
}
