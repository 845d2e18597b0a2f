import { PRODUCT_KINDS, type ProductKind } from './product-kinds.js';

const OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type ProductOperation = (typeof OPERATIONS)[number];

/** RPC pattern names per product kind, e.g. `catalog.bouquet.list`. */
export type ProductPatterns = Record<ProductOperation, string>;

function patternsFor(kind: ProductKind): ProductPatterns {
  return Object.fromEntries(
    OPERATIONS.map((operation) => [operation, `catalog.${kind}.${operation}`]),
  ) as ProductPatterns;
}

export const CATALOG_PATTERNS = {
  products: Object.fromEntries(PRODUCT_KINDS.map((kind) => [kind, patternsFor(kind)])) as Record<
    ProductKind,
    ProductPatterns
  >,
  /** Answers PaperSheet[]: the ten sheets with their prices and image URLs. */
  paperSheets: { list: 'catalog.paper-sheet.list' },
  /** PriceQuoteDto → PriceQuote: current unit prices (product plus sheet) for orders. */
  pricing: { quote: 'catalog.pricing.quote' },
  health: 'catalog.health.ping',
} as const;

export const CATALOG_EVENTS = {
  /** A product was created, changed or deleted. Payload: ProductChangedEvent. */
  productChanged: 'catalog.product.changed',
} as const;
