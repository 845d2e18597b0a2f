import { Controller, Get } from '@nestjs/common';
import { CATALOG_PATTERNS, ServiceClients, type PaperSheet } from '@flowershop/common';

/** The ten wrapping sheets with prices; the catalog service owns the list. */
@Controller('paper-sheets')
export class PaperSheetsHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Get()
  list(): Promise<PaperSheet[]> {
    return this.clients.send('catalog', CATALOG_PATTERNS.paperSheets.list, {});
  }
}
