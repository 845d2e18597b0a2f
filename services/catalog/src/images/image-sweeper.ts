import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PRODUCT_KINDS, UPLOAD_IMAGE_KEY_PATTERN } from '@flowershop/common/contracts';
import { OBJECT_STORE, OrphanObjectSweep, type ObjectStore, type SweepReport } from '@flowershop/common/storage';
import { CatalogConfig } from '../config/catalog.config.js';
import { IdempotentWrites } from '../idempotency/idempotent-writes.js';
import { PRODUCT_CATALOGS, type ProductCatalogs } from '../products/product-catalog.tokens.js';

/**
 * Deletes uploaded images that no product refers to once they are older than the grace
 * period: uploads of writes that failed in an unclear way (time-out, crash), which the gateway
 * must keep because the write may still land. Only gateway uploads are candidates; the
 * catalogue's own drawings (paper sheets, demo pictures) and custom orders' pictures (the
 * gateway sweeps those) are never swept. The same pass forgets expired idempotency keys.
 */
@Injectable()
export class ImageSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeper: OrphanObjectSweep;

  constructor(
    private readonly config: CatalogConfig,
    @Inject(OBJECT_STORE) store: ObjectStore,
    @Inject(PRODUCT_CATALOGS) private readonly catalogs: ProductCatalogs,
    private readonly writes: IdempotentWrites,
  ) {
    this.sweeper = new OrphanObjectSweep({
      name: 'ImageSweep',
      describeRemoved: 'image(s) no product refers to',
      store,
      isCandidate: (key) => UPLOAD_IMAGE_KEY_PATTERN.test(key),
      graceMs: config.IMAGE_SWEEP_GRACE_MS,
      keysInUse: () => this.keysInUse(),
      afterPass: () => this.writes.removeExpired(),
    });
  }

  /** The last finished pass (tests wait for one that started after their set-up). */
  get lastSweep(): SweepReport | undefined {
    return this.sweeper.lastSweep;
  }

  onApplicationBootstrap(): void {
    this.sweeper.start(this.config.IMAGE_SWEEP_INTERVAL_MS);
  }

  onApplicationShutdown(): void {
    this.sweeper.stop();
  }

  /** One pass; a call while a pass runs shares it. */
  sweep(): Promise<SweepReport> {
    return this.sweeper.sweep();
  }

  private async keysInUse(): Promise<string[]> {
    const perKind = await Promise.all(PRODUCT_KINDS.map((kind) => this.catalogs[kind].imageKeysInUse()));
    return [...perKind.flat(), ...(await this.writes.pendingImageKeys())];
  }
}
