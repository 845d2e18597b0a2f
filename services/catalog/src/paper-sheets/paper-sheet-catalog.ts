import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { PAPER_SHEETS, type PaperSheet } from '@flowershop/common/contracts';
import { DrawnImages } from '../artwork/drawn-images.js';
import { CatalogConfig } from '../config/catalog.config.js';
import { imageUrl } from '../products/product.mapper.js';
import { drawSheet, sheetImageKey } from './sheet-artwork.js';

/** The ten paper sheets of the contract, with pictures the catalogue draws at start-up. */
@Injectable()
export class PaperSheetCatalog implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaperSheets');
  private readonly sheets: ReadonlyMap<string, PaperSheet>;

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

  /** Draws the pictures still missing; the list is served either way, so a failure only logs. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const created = await this.images.ensure(
        PAPER_SHEETS.map(({ id }) => ({ key: sheetImageKey(id), draw: () => drawSheet(id) })),
      );
      if (created > 0) this.logger.log(`Drew ${created} paper sheet image(s)`);
    } catch (error) {
      this.logger.error(`Could not store paper sheet images (next start retries): ${String(error)}`);
    }
  }
}
