import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PAPER_SHEETS, type PaperSheet } from '@flowershop/common/contracts';
import { CatalogConfig } from '../config/catalog.config.js';
import { imageUrl } from '../products/product.mapper.js';
import { storeMissingSheetPictures } from './sheet-pictures-job.js';
import { sheetImageKey } from './sheet-pictures.js';
import { StartUpTask } from './start-up-task.js';

/** The ten paper sheets of the contract, with pictures the catalogue stores at start-up. */
@Injectable()
export class PaperSheetCatalog implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaperSheets');
  private readonly sheets: ReadonlyMap<string, PaperSheet>;
  private readonly storing = new StartUpTask(this.logger, 'Storing the paper sheet pictures', () =>
    this.storeMissing(),
  );

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

  /** The list is served either way; pictures still missing are stored, retried until they are. */
  async onApplicationBootstrap(): Promise<void> {
    await this.storing.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.storing.stop();
  }

  /** Puts each committed picture whose key is missing (in a short-lived process: ADR 0012). */
  private async storeMissing(): Promise<void> {
    const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION, S3_TIMEOUT_MS } = this.config;
    const stored = await storeMissingSheetPictures({
      S3_ENDPOINT,
      S3_ACCESS_KEY,
      S3_SECRET_KEY,
      S3_BUCKET,
      S3_REGION,
      S3_TIMEOUT_MS,
    });
    if (stored > 0) this.logger.log(`Stored ${stored} paper sheet picture(s)`);
  }
}
