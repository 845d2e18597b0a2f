import { CATALOG_PATTERNS, type ProductKind, type ProductView } from '@flowershop/common/contracts';
import { IMAGE_SLOTS, responsiveImage } from '@flowershop/common/shop-rules';
import { ServiceClients } from '@flowershop/common/transport';
import { itemKey } from '../catalog-cache/catalog-cache-keys.js';
import { CatalogReadCache } from '../catalog-cache/catalog-read-cache.js';
import { PRODUCT_ROUTES } from '../products/product-routes.js';

/** The storefront's product pages (SPA routes) and the kind each shows. */
const PRODUCT_PAGES: ReadonlyArray<[RegExp, ProductKind]> = [
  [/^\/bouquets\/([A-Za-z0-9_-]{1,64})\/?$/, 'bouquet'],
  [/^\/occasions\/([A-Za-z0-9_-]{1,64})\/?$/, 'occasion-product'],
];
/** A page is not held back longer than this for its preload: past it, it goes without one. */
const LOOKUP_MS = 250;

const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The `<link rel="preload">`s of a product page: its first picture — the page's largest content —
 * with the very `srcset` and `sizes` its gallery will use, and the product's answer, so a phone
 * fetches both with the page instead of after the page's code has run (ADR 0009: ~60 ms after
 * the page instead of ~500 ms in Lighthouse's mobile run). The product comes from the catalogue cache (or
 * one catalogue read, which the page's own request then finds cached); an unknown product, a
 * slow catalogue or a product without pictures gives no preload, never a failed page.
 */
export class ProductPagePreload {
  constructor(
    private readonly cache: CatalogReadCache,
    private readonly clients: ServiceClients,
  ) {}

  async for(path: string): Promise<string> {
    const page = PRODUCT_PAGES.map(([pattern, kind]) => [pattern.exec(path)?.[1], kind] as const).find(([id]) => id);
    if (!page) return '';
    const [id, kind] = page as [string, ProductKind];
    const product = await this.product(kind, id);
    const [first] = product?.images ?? [];
    if (!first) return '';
    const { src, srcSet, sizes } = responsiveImage(first, IMAGE_SLOTS.gallery);
    const candidates = srcSet ? ` imagesrcset="${attribute(srcSet)}" imagesizes="${attribute(sizes ?? '')}"` : '';
    // The product's own answer too, as the page's code will ask for it (with credentials).
    const answer = `/api/${PRODUCT_ROUTES[kind]}/${id}`;
    return [
      `<link rel="preload" as="fetch" href="${attribute(answer)}" crossorigin="use-credentials" />`,
      `<link rel="preload" as="image" href="${attribute(src)}"${candidates} fetchpriority="high" />`,
    ].join('\n    ');
  }

  private async product(kind: ProductKind, id: string): Promise<ProductView | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const lookup = this.cache
      .read(itemKey(kind, id), () =>
        this.clients.send<ProductView>('catalog', CATALOG_PATTERNS.products[kind].get, { id }),
      )
      .then((body) => JSON.parse(body.identity.bytes.toString()) as ProductView)
      .catch(() => undefined);
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), LOOKUP_MS)));
    try {
      return await Promise.race([lookup, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
