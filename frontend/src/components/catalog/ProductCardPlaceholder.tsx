import './catalog.css';

export interface CardPlaceholders {
  count: number;
  /** The cards end with a details link (bouquets, occasion products), so the placeholders do too. */
  withLink: boolean;
}

/**
 * The outline of a ProductCard while its list is on its way: the same box, picture square and
 * text lines, so the page below does not move when the cards arrive (layout shift, CLS).
 */
function ProductCardPlaceholder({ withLink }: { withLink: boolean }) {
  return (
    <div className="product-card product-card--placeholder" aria-hidden="true" data-testid="product-card-placeholder">
      <div className="product-card__media" />
      <div className="product-card__body">
        <p className="product-card__name">&nbsp;</p>
        <p className="product-card__price">&nbsp;</p>
        {withLink && <span className="product-card__details">&nbsp;</span>}
      </div>
    </div>
  );
}

/** `count` card outlines, hidden from assistive technology (the list's loading text speaks for them). */
export function ProductCardPlaceholders({ count, withLink }: CardPlaceholders) {
  return Array.from({ length: count }, (_, index) => (
    <ProductCardPlaceholder key={index} withLink={withLink} />
  ));
}
