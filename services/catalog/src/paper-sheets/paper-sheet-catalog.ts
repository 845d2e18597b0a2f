import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { PAPER_SHEETS, type PaperSheet } from '@flowershop/common/contracts';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { CatalogConfig } from '../config/catalog.config.js';
import { imageUrl } from '../products/product.mapper.js';
import { SHEET_PICTURE_TYPE, sheetImageKey, sheetPictureFile } from './sheet-pictures.js';
import { StartUpTask } from './start-up-task.js';

/** The ten paper sheets of the contract, with pictures the catalogue stores at start-up. */
@Injectable()
export class PaperSheetCatalog implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaperSheets');
  private readonly sheets: ReadonlyMap<string, PaperSheet>;
  private readonly storing = new StartUpTask(this.logger, 'Storing the paper sheet pictures', () =>
    this.storeMissing(),
  );

  constructor(
    config: CatalogConfig,
    @Inject(OBJECT_STORE) private readonly images: ObjectStore,
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

  /** The list is served either way; pictures still missing are stored, retried until they are. */
  async onApplicationBootstrap(): Promise<void> {
    await this.storing.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.storing.stop();
  }

  /** Puts each committed picture whose key is missing; a stored key is never overwritten. */
  private async storeMissing(): Promise<void> {
    let stored = 0;
    for (const { id } of PAPER_SHEETS) {
      if (await this.images.exists(sheetImageKey(id))) continue;
      await this.images.put(sheetImageKey(id), await readFile(sheetPictureFile(id)), SHEET_PICTURE_TYPE);
      stored++;
    }
    if (stored > 0) this.logger.log(`Stored ${stored} paper sheet picture(s)`);
  }
}
