import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, PaperSheet } from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import type { Request, Response } from 'express';
import { PAPER_SHEETS_KEY } from '../../platform/catalog-cache/catalog-cache-keys.js';
import { CatalogReads } from '../../platform/catalog-cache/catalog-reads.js';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';

/** The ten wrapping sheets with prices; the catalog service owns the list. */
@ApiTags('paper-sheets')
@Controller('paper-sheets')
export class PaperSheetsHttpController {
  constructor(
    private readonly clients: ServiceClients,
    private readonly reads: CatalogReads,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The ten wrapping paper sheets, in their order, with prices' })
  @ApiAnswers({ type: [PaperSheet] }, ...SERVICE_ERRORS)
  list(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.reads.answer(request, response, PAPER_SHEETS_KEY, () =>
      this.clients.send<PaperSheet[]>('catalog', CATALOG_PATTERNS.paperSheets.list, {}),
    );
  }
}
