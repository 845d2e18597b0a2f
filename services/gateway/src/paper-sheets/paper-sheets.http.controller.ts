import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type PaperSheet } from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { ApiErrors, SERVICE_ERRORS } from '../openapi/error-responses.js';
import { PaperSheetSchema } from '../openapi/response-schemas.js';

/** The ten wrapping sheets with prices; the catalog service owns the list. */
@ApiTags('paper-sheets')
@Controller('paper-sheets')
export class PaperSheetsHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'The ten wrapping paper sheets, in their order, with prices' })
  @ApiOkResponse({ type: [PaperSheetSchema] })
  @ApiErrors(...SERVICE_ERRORS)
  list(): Promise<PaperSheet[]> {
    return this.clients.send('catalog', CATALOG_PATTERNS.paperSheets.list, {});
  }
}
