import { setTimeout as sleep } from 'node:timers/promises';
import { CATALOG_PATTERNS, PRODUCT_KIND_SPECS, type ProductKind, type ProductView } from '@flowershop/common/contracts';
import { IMAGE_SLOTS, PAGE_ANSWERS_ID, responsiveImage } from '@flowershop/common/shop-rules';
import { ServiceClients } from '@flowershop/common/transport';
import { itemKey } from '../catalog-cache/catalog-cache-keys.js';
import type { CatalogReadCache } from '../catalog-cache/catalog-read-cache.js';
import { htmlAttribute } from './built-pages.js';

/** The storefront's product pages (SPA routes) and the kind each shows. */
const PRODUCT_PAGES: ReadonlyArray<[RegExp, ProductKind]> = [
  [/^\/bouquets\/([A-Za-z0-9_-]{1,64})\/?$/, 'bouquet'],
  [/^\/occasions\/([A-Za-z0-9_-]{1,64})\/?$/, 'occasion-product'],
];
/** A page is not held back longer than this for its preload: past it, it goes without one. */
const LOOKUP_MS = 250;

/**
 * A product page's <head> gets the product's answer, so its first render shows the product (ADR 0009),
 * and a preload of its first picture with the gallery's `srcset`; a slow catalogue gives neither.
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
      const candidates = srcSet
        ? ` imagesrcset="${htmlAttribute(srcSet)}" imagesizes="${htmlAttribute(sizes ?? '')}"`
        : '';
      head.push(`<link rel="preload" as="image" href="${htmlAttribute(src)}"${candidates} fetchpriority="high" />`);
    }
    return head.join('\n    ');
  }

  /** The API's JSON text and its parse; undefined when unknown or slow. */
  private async product(kind: ProductKind, id: string): Promise<{ product: ProductView; json: string } | undefined> {
    const lookup = this.cache
      .read(itemKey(kind, id), () =>
        this.clients.send<ProductView>('catalog', CATALOG_PATTERNS.products[kind].get, { id }),
      )
      .then((body) => {
        const json = body.identity.bytes.toString();
        return { product: JSON.parse(json) as ProductView, json };
      })
      .catch(() => undefined);
    return await Promise.race([lookup, sleep(LOOKUP_MS, undefined, { ref: false })]);
  }
}

/** A JSON data block (never run, so the CSP allows it) of API answers by path; `<` escaped, so nothing closes it. */
function pageAnswers(answers: Record<string, string>): string {
  const entries = Object.entries(answers).map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const block = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${block}</script>`;
}
