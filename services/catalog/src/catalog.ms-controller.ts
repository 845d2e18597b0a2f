import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, PriceQuoteDto, type PaperSheet, type PriceQuote } from '@flowershop/common/contracts';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';
import { PaperSheetCatalog } from './paper-sheets/paper-sheet-catalog.js';
import { PriceQuoter } from './pricing/price-quoter.js';

/** The catalogue's handlers besides the products' (one controller per kind: products.ms-controller.ts). */
@Controller()
export class CatalogMsController {
  constructor(
    private readonly sheets: PaperSheetCatalog,
    private readonly quoter: PriceQuoter,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.paperSheets.list, READ_ONLY_HANDLER)
  listPaperSheets(): PaperSheet[] {
    return this.sheets.list();
  }

  @MessagePattern(CATALOG_PATTERNS.pricing.quote, READ_ONLY_HANDLER)
  quote(@Payload() { items }: PriceQuoteDto): Promise<PriceQuote> {
    return this.quoter.quote(items);
  }
}
