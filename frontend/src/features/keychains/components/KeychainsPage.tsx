import { CartProductCard } from '../../../components/catalog/CatalogCards';
import { CatalogListPage } from '../../../components/catalog/CatalogListPage';
import { productPrice } from '../../../lib/catalog/product-price';
import type { AddToCart } from '../../../lib/types/cart';
import coverImage from '../assets/keychains-cover.svg';

const COVER = {
  title: 'Key Chains',
  subtitle: 'Little flower charms and keepsakes to carry a smile everywhere.',
  imageSrc: coverImage,
  imageAlt: 'Flower, heart and star keychain charms hanging from a brass ring',
};

/** `/keychain`: cover, count, price sort, cards with Add to Cart and More to Discover (SPEC §2). */
export function KeychainsPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  return (
    <CatalogListPage
      testId="keychains-page"
      cover={COVER}
      resource="keychains"
      priceOf={productPrice}
      renderItem={(keychain) => (
        <CartProductCard item={keychain} price={productPrice(keychain)} testId="keychain-card" onAddToCart={onAddToCart} />
      )}
    />
  );
}
