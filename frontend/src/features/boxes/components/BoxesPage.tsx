import { useState } from 'react';
import { CatalogToolbar } from '../../../components/catalog/CatalogToolbar';
import { CoverBanner } from '../../../components/catalog/CoverBanner';
import { ProductCard } from '../../../components/catalog/ProductCard';
import { ProductGrid } from '../../../components/catalog/ProductGrid';
import { MoreToDiscover } from '../../../components/MoreToDiscover';
import { DEFAULT_SORT, type SortOrder } from '../../../config/catalog';
import { boxPrice } from '../../../lib/catalog/box-price';
import type { AddToCart } from '../../../lib/types/cart';
import coverImage from '../assets/boxes-cover.svg';
import { boxToCartItem } from '../box-to-cart-item';
import { useBoxes } from '../hooks/useBoxes';

interface BoxesPageProps {
  /** Supplied by the app (the cart lives in another feature). */
  onAddToCart: AddToCart;
}

/** `/boxes`: cover, count, price sort, cards and the More to Discover block (SPEC §2). */
export function BoxesPage({ onAddToCart }: BoxesPageProps) {
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const { status, items: boxes } = useBoxes(sort);

  return (
    <div className="page boxes-page" data-testid="boxes-page">
      <CoverBanner
        title="Boxes"
        subtitle="Flower boxes and gift boxes, arranged by hand for every moment."
        imageSrc={coverImage}
        imageAlt="Pink gift boxes filled with roses and greenery"
      />
      <CatalogToolbar count={status === 'success' ? boxes.length : null} sort={sort} onSortChange={setSort} />
      <ProductGrid status={status} isEmpty={boxes.length === 0}>
        {boxes.map((box) => (
          <ProductCard
            key={box._id}
            testId="box-card"
            name={box.name}
            price={boxPrice(box)}
            imageUrl={box.imageUrl}
            onAddToCart={() => onAddToCart(boxToCartItem(box))}
          />
        ))}
      </ProductGrid>
      <MoreToDiscover />
    </div>
  );
}
