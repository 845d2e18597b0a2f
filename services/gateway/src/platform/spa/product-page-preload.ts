import { CATALOG_PATTERNS, PRODUCT_KIND_SPECS, type ProductKind, type ProductView } from '@flowershop/common/contracts';
import { IMAGE_SLOTS, PAGE_ANSWERS_ID, responsiveImage } from '@flowershop/common/shop-rules';
import { ServiceClients } from '@flowershop/common/transport';
import { itemKey } from '../catalog-cache/catalog-cache-keys.js';
import { CatalogReadCache } from '../catalog-cache/catalog-read-cache.js';

/** The storefront's product pages (SPA routes) and the kind each shows. */
const PRODUCT_PAGES: ReadonlyArray<[RegExp, ProductKind]> = [
  [/^\/bouquets\/([A-Za-z0-9_-]{1,64})\/?$/, 'bouquet'],
  [/^\/occasions\/([A-Za-z0-9_-]{1,64})\/?$/, 'occasion-product'],
];
/** A page is not held back longer than this for its preload: past it, it goes without one. */
const LOOKUP_MS = 250;

const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a product page's <head> gets: the product's answer in a JSON data block, so the page's
 * first render shows the product instead of its loading state (ADR 0009: the gallery then painted
 * a round of React work after the first paint), and a `<link rel="preload">` of its first picture
 * — the page's largest content — with the very `srcset` and `sizes` its gallery will use, so a
 * phone fetches it with the page instead of after the page's code has run. The product comes from
 * the catalogue cache (or one catalogue read, which the page's own later reads then find cached);
 * an unknown product or a slow catalogue gives neither, never a failed page.
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
    const found = await this.product(kind, id);
    if (!found) return '';
    const head = [pageAnswers({ [`/api/${PRODUCT_KIND_SPECS[kind].route}/${id}`]: found.json })];
    const [first] = found.product.images ?? [];
    if (first) {
      const { src, srcSet, sizes } = responsiveImage(first, IMAGE_SLOTS.gallery);
      const candidates = srcSet ? ` imagesrcset="${attribute(srcSet)}" imagesizes="${attribute(sizes ?? '')}"` : '';
      head.push(`<link rel="preload" as="image" href="${attribute(src)}"${candidates} fetchpriority="high" />`);
    }
    return head.join('\n    ');
  }

  /** The product as the API answers it (its JSON text) and parsed; undefined when unknown or slow. */
  private async product(kind: ProductKind, id: string): Promise<{ product: ProductView; json: string } | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const lookup = this.cache
      .read(itemKey(kind, id), () =>
        this.clients.send<ProductView>('catalog', CATALOG_PATTERNS.products[kind].get, { id }),
      )
      .then((body) => {
        const json = body.identity.bytes.toString();
        return { product: JSON.parse(json) as ProductView, json };
      })
      .catch(() => undefined);
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), LOOKUP_MS)));
    try {
      return await Promise.race([lookup, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * A JSON data block (never run as a script, so the CSP allows it) of API answers by path. Each
 * answer is the API's JSON text; `<` is escaped so no text in it can close the element.
 */
function pageAnswers(answers: Record<string, string>): string {
  const entries = Object.entries(answers).map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const block = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${block}</script>`;
}
