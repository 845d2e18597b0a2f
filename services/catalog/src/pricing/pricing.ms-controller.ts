import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, PriceQuoteDto, type PriceQuote } from '@flowershop/common/contracts';
import { PriceQuoter } from './price-quoter.js';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';

@Controller()
export class PricingMsController {
  constructor(private readonly quoter: PriceQuoter) {}

  @MessagePattern(CATALOG_PATTERNS.pricing.quote, READ_ONLY_HANDLER)
  quote(@Payload() { items }: PriceQuoteDto): Promise<PriceQuote> {
    return this.quoter.quote(items);
  }
}
