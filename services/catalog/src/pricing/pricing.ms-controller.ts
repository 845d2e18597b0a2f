import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_PATTERNS, PriceQuoteDto, type PriceQuote } from '@flowershop/common/contracts';
import { PriceQuoter } from './price-quoter.js';

@Controller()
export class PricingMsController {
  constructor(private readonly quoter: PriceQuoter) {}

  @MessagePattern(CATALOG_PATTERNS.pricing.quote)
  quote(@Payload() { items }: PriceQuoteDto): Promise<PriceQuote> {
    return this.quoter.quote(items);
  }
}
