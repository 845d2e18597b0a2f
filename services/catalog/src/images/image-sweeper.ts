import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PRODUCT_KINDS, UPLOAD_IMAGE_KEY_PATTERN } from '@flowershop/common/contracts';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { CatalogConfig } from '../config/catalog.config.js';
import { IdempotentWrites } from '../idempotency/idempotent-writes.js';
import { PRODUCT_CATALOGS, type ProductCatalogs } from '../products/product-catalog.tokens.js';

export interface SweepReport {
  finishedAt: number;
  removed: string[];
}

/**
 * Deletes uploaded images that no product refers to once they are older than the grace
 * period: uploads of writes that failed in an unclear way (time-out, crash), which the gateway
 * must keep because the write may still land. Only gateway uploads are candidates; the
 * catalogue's own drawings (paper sheets, demo pictures) are never swept.
 */
@Injectable()
export class ImageSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImageSweep');
  private timer?: NodeJS.Timeout;
  private running?: Promise<SweepReport>;
  /** The last finished pass (tests wait for one that started after their set-up). */
  lastSweep?: SweepReport;

  constructor(
    private readonly config: CatalogConfig,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(PRODUCT_CATALOGS) private readonly catalogs: ProductCatalogs,
    private readonly writes: IdempotentWrites,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.IMAGE_SWEEP_INTERVAL_MS === 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`Image sweep failed: ${String(error)}`));
    }, this.config.IMAGE_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One pass; a call while a pass runs shares it. */
  sweep(): Promise<SweepReport> {
    this.running ??= this.sweepOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweepOnce(): Promise<SweepReport> {
    const cutoff = Date.now() - this.config.IMAGE_SWEEP_GRACE_MS;
    const old: string[] = [];
    for await (const object of this.store.list()) {
      if (UPLOAD_IMAGE_KEY_PATTERN.test(object.key) && object.lastModified.getTime() < cutoff) old.push(object.key);
    }
    // References are read after the listing, so a product saved meanwhile keeps its images.
    const inUse = new Set(await this.keysInUse());
    const removed = old.filter((key) => !inUse.has(key));
    await this.store.remove(removed);
    await this.writes.removeExpired();
    if (removed.length > 0) this.logger.log(`Removed ${removed.length} image(s) no product refers to`);
    this.lastSweep = { finishedAt: Date.now(), removed };
    return this.lastSweep;
  }

  private async keysInUse(): Promise<string[]> {
    const perKind = await Promise.all(PRODUCT_KINDS.map((kind) => this.catalogs[kind].imageKeysInUse()));
    return [...perKind.flat(), ...(await this.writes.pendingImageKeys())];
  }
}
