import { createHash } from 'node:crypto';
import {
  CATALOG_PATTERNS,
  PRODUCT_KINDS,
  PRODUCT_KIND_SPECS,
  type ProductFieldsDto,
  type ProductView,
} from '@flowershop/common/contracts';
import type { ObjectStore } from '@flowershop/common/storage';
import type { ServiceClients } from '@flowershop/common/transport';
import { DEMO_PRODUCTS, type DemoProduct } from '../demo/demo-products.js';
import { drawProduct } from '../demo/product-art.js';
import { storeMissingPictures } from './pictures.js';

/**
 * The object that records a finished run, beside the pictures it drew (the seed owns no database),
 * so demo products the admin deletes stay deleted.
 */
export const SEED_RECORD_KEY = 'demo-catalogue-seeded.json';
/** Bump when the drawings change: keys are immutable and browsers cache images for a year. */
const ARTWORK_VERSION = 'v2';

export type SeedOutcome = 'seeded' | 'done-before' | 'not-empty';

/** How the seed reaches the catalogue: its RPC patterns, like any other caller. */
export type CatalogCaller = Pick<ServiceClients, 'send'>;

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Fixed keys: a run that stopped half-way finds what the first one stored, and never duplicates it. */
export function demoImageKeys(product: DemoProduct): string[] {
  const count = PRODUCT_KIND_SPECS[product.kind].maxImages;
  return Array.from({ length: count }, (_, view) => `demo-${slug(product.name)}-${ARTWORK_VERSION}-${view + 1}.webp`);
}

/** The object key behind a product's first picture (`<IMAGE_BASE_URL>/<key>`), if it has one. */
function firstImageKey(product: ProductView): string | undefined {
  return (product.images?.[0] ?? product.imageUrl ?? undefined)?.split('/').pop();
}

function fieldsOf(product: DemoProduct): ProductFieldsDto {
  const { name, price, description, category } = product;
  return {
    name,
    price,
    ...(description !== undefined && { description }),
    ...(category !== undefined && { category }),
    imageKeys: demoImageKeys(product),
  };
}

/**
 * Seeds the demo catalogue once per shop, into a catalogue with no products of its own (demo
 * products are told by their pictures' keys, which no upload gets). Pictures first, then each
 * missing product by `catalog.<kind>.create` with an Idempotency-Key of its own, so two seeds
 * at once write each product once; a finished run is recorded last.
 */
export async function seedDemoCatalogue(catalog: CatalogCaller, images: ObjectStore): Promise<SeedOutcome> {
  if (await images.exists(SEED_RECORD_KEY)) return 'done-before';
  const demoByKey = new Map(DEMO_PRODUCTS.map((product) => [demoImageKeys(product)[0], product]));
  const present = new Set<DemoProduct>();
  for (const kind of PRODUCT_KINDS) {
    for (const product of await catalog.send<ProductView[]>('catalog', CATALOG_PATTERNS.products[kind].list, {})) {
      const demo = demoByKey.get(firstImageKey(product) ?? '');
      if (demo?.kind !== kind) return 'not-empty';
      present.add(demo);
    }
  }
  const missing = DEMO_PRODUCTS.filter((product) => !present.has(product));
  // A product is only written once everything it points to exists.
  await storeMissingPictures(
    images,
    missing.flatMap((product) =>
      demoImageKeys(product).map((key, view) => ({ key, draw: () => drawProduct(product.art, product.name, view) })),
    ),
  );
  for (const product of missing) {
    const fields = fieldsOf(product);
    const fingerprint = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
    const key = `demo-catalogue-${ARTWORK_VERSION}-${slug(product.name)}`;
    await catalog.send('catalog', CATALOG_PATTERNS.products[product.kind].create, {
      fields,
      idempotency: { key, fingerprint },
    });
  }
  const record = { completedAt: new Date().toISOString(), products: DEMO_PRODUCTS.length };
  await images.put(SEED_RECORD_KEY, Buffer.from(JSON.stringify(record)), 'application/json');
  return 'seeded';
}
