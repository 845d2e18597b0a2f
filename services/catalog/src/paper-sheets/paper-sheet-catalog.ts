import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PAPER_SHEETS, type PaperSheet } from '@flowershop/common/contracts';
import { DrawnImages } from '../drawing/drawn-images.js';
import { StartUpTask } from '../drawing/start-up-task.js';
import { CatalogConfig } from '../config/catalog.config.js';
import { imageUrl } from '../products/product.mapper.js';
import { drawSheet, sheetImageKey } from './sheet-artwork.js';

/** The ten paper sheets of the contract, with pictures the catalogue draws at start-up. */
@Injectable()
export class PaperSheetCatalog implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaperSheets');
  private readonly sheets: ReadonlyMap<string, PaperSheet>;
  private readonly drawing = new StartUpTask(this.logger, 'Drawing the paper sheets', () => this.drawMissing());

  constructor(
    config: CatalogConfig,
    private readonly images: DrawnImages,
  ) {
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

  /** The list is served either way; pictures still missing are drawn, retried until stored. */
  async onApplicationBootstrap(): Promise<void> {
    await this.drawing.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.drawing.stop();
  }

  private async drawMissing(): Promise<void> {
    const created = await this.images.ensure(
      PAPER_SHEETS.map(({ id }) => ({ key: sheetImageKey(id), draw: () => drawSheet(id) })),
    );
    if (created > 0) this.logger.log(`Drew ${created} paper sheet image(s)`);
  }
}
