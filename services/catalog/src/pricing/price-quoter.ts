import { Inject, Injectable } from '@nestjs/common';
import {
  PRODUCT_KINDS,
  PRODUCT_KIND_SPECS,
  type PriceQuote,
  type PriceQuoteItemDto,
  type ProductKind,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { PaperSheetCatalog } from '../paper-sheets/paper-sheet-catalog.js';
import { PRODUCT_CATALOGS, type ProductCatalogs, type ProductRecord } from '../products/product-catalog.js';

/** The only prices other services may charge by: a client's are never trusted (DESIGN §6). */
@Injectable()
export class PriceQuoter {
  constructor(
    @Inject(PRODUCT_CATALOGS) private readonly catalogs: ProductCatalogs,
    private readonly sheets: PaperSheetCatalog,
  ) {}

  async quote(items: PriceQuoteItemDto[]): Promise<PriceQuote> {
    const products = await this.load(items);
    return {
      items: items.map(({ kind, productId, sheetId }) => {
        const found = products.get(kind ? `${kind}:${productId}` : productId);
        if (!found) throw ServiceError.notFound('CATALOG', `Product not found: ${kind ? `${kind} ` : ''}${productId}`);
        if (sheetId && !PRODUCT_KIND_SPECS[found.kind].takesPaperSheet) {
          throw ServiceError.badRequest('CATALOG', 'Paper sheets are only for bouquets and occasion products');
        }
        const sheet = sheetId ? this.sheets.find(sheetId)! : null;
        return {
          kind: found.kind,
          productId,
          name: found.record.name,
          basePrice: found.record.price,
          sheet,
          unitPrice: Math.round((found.record.price + (sheet?.price ?? 0)) * 100) / 100,
        };
      }),
    };
  }

  /** Keyed `<kind>:<id>`, and by bare id for items sent without a kind (ids are unique across catalogues). */
  private async load(items: PriceQuoteItemDto[]) {
    const found = new Map<string, { kind: ProductKind; record: ProductRecord }>();
    for (const kind of PRODUCT_KINDS) {
      const ids = new Set(items.filter((item) => !item.kind || item.kind === kind).map((item) => item.productId));
      if (ids.size === 0) continue;
      for (const record of await this.catalogs[kind].findRecords([...ids])) {
        found.set(`${kind}:${record._id}`, { kind, record });
        if (!found.has(record._id)) found.set(record._id, { kind, record });
      }
    }
    return found;
  }
}
