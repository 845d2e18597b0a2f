import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PAPER_SHEETS, type PaperSheet } from '@flowershop/common/contracts';
import { CatalogConfig } from '../config/catalog.config.js';
import { imageUrl } from '../products/product-catalog.js';
import { storeMissingSheetPictures } from './sheet-pictures-job.js';
import { sheetImageKey } from './sheet-pictures.js';

/** A shop without its sheet pictures is broken until restarted: keep trying, at most every 5 minutes. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 300_000];

/** The ten paper sheets of the contract, with pictures the catalogue stores at start-up. */
@Injectable()
export class PaperSheetCatalog implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaperSheets');
  private readonly sheets: ReadonlyMap<string, PaperSheet>;
  private storing?: Promise<void>;
  private nextTry?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly config: CatalogConfig) {
    this.sheets = new Map(
      PAPER_SHEETS.map((sheet) => [
        sheet.id,
        { ...sheet, image: imageUrl(config.IMAGE_BASE_URL, sheetImageKey(sheet.id)) },
      ]),
    );
  }

  list(): PaperSheet[] {
    return [...this.sheets.values()];
  }

  find(id: string): PaperSheet | undefined {
    return this.sheets.get(id);
  }

  /** The list is served either way; start-up waits for the first try only. */
  async onApplicationBootstrap(): Promise<void> {
    await this.storeMissing(1);
  }

  /** Waits for a try under way (before the store closes). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.nextTry);
    await this.storing;
  }

  /** In a short-lived process (ADR 0012); retried until it succeeds or the service stops. */
  private async storeMissing(attempt: number): Promise<void> {
    const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION, S3_TIMEOUT_MS } = this.config;
    const settings = { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION, S3_TIMEOUT_MS };
    this.storing = storeMissingSheetPictures(settings).then(
      (stored) => {
        if (stored > 0) this.logger.log(`Stored ${stored} paper sheet picture(s)`);
      },
      (error: unknown) => {
        if (this.stopped) return;
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1];
        this.logger.error(
          `Storing the paper sheet pictures failed (try ${attempt}), trying again in ${delay / 1000} s: ${String(error)}`,
        );
        this.nextTry = setTimeout(() => void this.storeMissing(attempt + 1), delay);
        this.nextTry.unref();
      },
    );
    await this.storing;
  }
}
