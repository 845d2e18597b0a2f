import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CATALOG_PATTERNS, type PaperSheet } from '@flowershop/common/contracts';
import { PaperSheetCatalog } from './paper-sheet-catalog.js';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';

@Controller()
export class PaperSheetsMsController {
  constructor(private readonly sheets: PaperSheetCatalog) {}

  @MessagePattern(CATALOG_PATTERNS.paperSheets.list, READ_ONLY_HANDLER)
  list(): PaperSheet[] {
    return this.sheets.list();
  }
}
