import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PRODUCT_KINDS, PRODUCT_KIND_SPECS, type ProductFieldsDto } from '@flowershop/common/contracts';
import { DOCUMENT_STORE, DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { DrawnImages } from '../artwork/drawn-images.js';
import { StartUpTask } from '../artwork/start-up-task.js';
import { CatalogConfig } from '../config/catalog.config.js';
import { PRODUCT_CATALOGS, type ProductCatalogs } from '../products/product-catalog.tokens.js';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.js';
import { drawProduct } from './product-art.js';

/** Where finished seed runs are recorded (exported for tests that simulate an interrupted run). */
export const SEED_RUNS = 'seed_runs';
const DEMO_RUN_ID = 'demo-catalogue';
/** Bump when the drawings change: keys are immutable and browsers cache images for a year. */
const ARTWORK_VERSION = 'v2';

interface SeedRun {
  _id: string;
  completedAt: string;
}

export type SeedOutcome = 'seeded' | 'done-before' | 'not-empty';

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Fixed ids: a run that stopped half-way is completed by the next one, never duplicated. */
function demoProductId(product: DemoProduct): string {
  return `demo-${slug(product.name)}`;
}

function imageKeys(product: DemoProduct): string[] {
  const count = PRODUCT_KIND_SPECS[product.kind].maxImages;
  return Array.from({ length: count }, (_, view) => `${demoProductId(product)}-${ARTWORK_VERSION}-${view + 1}.webp`);
}

/**
 * Seeds the demo catalogue once per data store, when SEED_DEMO is on and the shop has no
 * products of its own. A finished run is recorded, so products the admin deletes stay deleted.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DemoSeed');
  private readonly runs: Collection<SeedRun>;
  private readonly seeding = new StartUpTask(this.logger, 'Demo seed', () => this.seedAndLog());

  constructor(
    private readonly config: CatalogConfig,
    @Inject(PRODUCT_CATALOGS) private readonly catalogs: ProductCatalogs,
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly images: DrawnImages,
  ) {
    this.runs = store.collection<SeedRun>(SEED_RUNS);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO) await this.seeding.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.seeding.stop();
  }

  private async seedAndLog(): Promise<void> {
    const outcome = await this.seed();
    if (outcome === 'seeded') this.logger.log(`Seeded the demo catalogue (${DEMO_PRODUCTS.length} products)`);
    if (outcome === 'not-empty') this.logger.log('Catalogue already has products: demo seed skipped');
  }

  async seed(): Promise<SeedOutcome> {
    if (await this.runs.findById(DEMO_RUN_ID)) return 'done-before';
    const present = await this.presentDemoIds();
    if ((await this.ownProductCount(present)) > 0) return 'not-empty';
    const missing = DEMO_PRODUCTS.filter((product) => !present.has(demoProductId(product)));
    // Pictures first: a product is only written once everything it points to exists.
    await this.images.ensure(
      missing.flatMap((product) =>
        imageKeys(product).map((key, view) => ({ key, draw: () => drawProduct(product.art, product.name, view) })),
      ),
    );
    for (const product of missing) await this.insert(product);
    await this.runs.insert({ _id: DEMO_RUN_ID, completedAt: new Date().toISOString() }).catch(ignoreDuplicate);
    return 'seeded';
  }

  private async presentDemoIds(): Promise<Set<string>> {
    const present = new Set<string>();
    for (const kind of PRODUCT_KINDS) {
      const ids = DEMO_PRODUCTS.filter((product) => product.kind === kind).map(demoProductId);
      for (const record of await this.catalogs[kind].findRecords(ids)) present.add(record._id);
    }
    return present;
  }

  /** Products that are not demo products left by an interrupted run. */
  private async ownProductCount(presentDemo: Set<string>): Promise<number> {
    let total = 0;
    for (const kind of PRODUCT_KINDS) total += await this.catalogs[kind].count();
    return total - presentDemo.size;
  }

  private async insert(product: DemoProduct): Promise<void> {
    const { kind, name, price, description, category } = product;
    const fields: ProductFieldsDto = {
      name,
      price,
      ...(description !== undefined && { description }),
      ...(category !== undefined && { category }),
      imageKeys: imageKeys(product),
    };
    await this.catalogs[kind].create(fields, demoProductId(product)).catch(ignoreDuplicate);
  }
}

/** Another instance (or an earlier run) wrote it first: that is the outcome we wanted. */
function ignoreDuplicate(error: unknown): void {
  if (!(error instanceof DuplicateKeyError)) throw error;
}
