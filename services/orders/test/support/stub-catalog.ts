import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { startServiceApp } from '@flowershop/common/bootstrap';
import { CommonConfig, loadConfig } from '@flowershop/common/config';
import {
  CATALOG_PATTERNS,
  PAPER_SHEETS,
  PriceQuoteDto,
  type PriceQuote,
  type ProductKind,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { eventTestModule } from '@flowershop/common/testing';

export interface StubProduct {
  kind: ProductKind;
  name: string;
  price: number;
}

/**
 * The catalogue as the orders service sees it: only `catalog.pricing.quote`, from a fixed price
 * list (a service never imports another; the real pricing has its own suite in catalog).
 */
export async function startStubCatalog(
  products: Record<string, StubProduct>,
  env: Record<string, string>,
): Promise<INestMicroservice> {
  @Controller()
  class StubPricingController {
    @MessagePattern(CATALOG_PATTERNS.pricing.quote)
    quote(@Payload() { items }: PriceQuoteDto): PriceQuote {
      return {
        items: items.map(({ productId, sheetId }) => {
          const product = products[productId];
          if (!product) throw ServiceError.notFound('CATALOG', `No product ${productId}`);
          const found = PAPER_SHEETS.find((each) => each.id === sheetId);
          const sheet = found ? { ...found, image: `/api/images/sheet-${found.id}.webp` } : null;
          const unitPrice = Math.round((product.price + (sheet?.price ?? 0)) * 100) / 100;
          return { kind: product.kind, productId, name: product.name, basePrice: product.price, sheet, unitPrice };
        }),
      };
    }
  }

  const config = loadConfig(CommonConfig, env);
  @Module({})
  class StubCatalogModule {}
  return await startServiceApp(
    'catalog',
    {
      module: StubCatalogModule,
      imports: [eventTestModule(config, 'catalog', [])],
      controllers: [StubPricingController],
    },
    config,
  );
}
