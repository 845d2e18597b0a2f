import { Inject, Injectable } from '@nestjs/common';
import {
  PRODUCT_KIND_SPECS,
  type PriceQuote,
  type PriceQuoteItemDto,
  type ProductKind,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { PaperSheetCatalog } from '../paper-sheets/paper-sheet-catalog.js';
import { PRODUCT_CATALOGS, type ProductCatalogs } from '../products/product-catalog.tokens.js';
import type { ProductRecord } from '../products/product.mapper.js';

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Current unit prices from the catalogue, the only source other services may charge by:
 * a client's prices are never trusted (DESIGN §6).
 */
@Injectable()
export class PriceQuoter {
  constructor(
    @Inject(PRODUCT_CATALOGS) private readonly catalogs: ProductCatalogs,
    private readonly sheets: PaperSheetCatalog,
  ) {}

  async quote(items: PriceQuoteItemDto[]): Promise<PriceQuote> {
    for (const item of items) {
      if (item.sheetId && !PRODUCT_KIND_SPECS[item.kind].takesPaperSheet) {
        throw ServiceError.badRequest('CATALOG', 'Paper sheets are only for bouquets and occasion products');
      }
    }
    const products = await this.load(items);
    return {
      items: items.map(({ kind, productId, sheetId }) => {
        const product = products.get(`${kind}:${productId}`);
        if (!product) throw ServiceError.notFound('CATALOG', `Product not found: ${kind} ${productId}`);
        const sheet = sheetId ? this.sheets.find(sheetId)! : null;
        return {
          kind,
          productId,
          name: product.name,
          basePrice: product.price,
          sheet,
          unitPrice: roundCents(product.price + (sheet?.price ?? 0)),
        };
      }),
    };
  }

  /** One query per kind, keyed `<kind>:<id>`. */
  private async load(items: PriceQuoteItemDto[]): Promise<Map<string, ProductRecord>> {
    const idsByKind = new Map<ProductKind, Set<string>>();
    for (const { kind, productId } of items) idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(productId));
    const found = new Map<string, ProductRecord>();
    for (const [kind, ids] of idsByKind) {
      for (const record of await this.catalogs[kind].findRecords([...ids])) found.set(`${kind}:${record._id}`, record);
    }
    return found;
  }
}
