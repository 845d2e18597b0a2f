import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { IsRecordId } from './product-field.validators.js';
import { PAPER_SHEET_IDS, type PaperSheet, type PaperSheetId } from './paper-sheets.js';
import { PRODUCT_KINDS, type ProductKind } from './product-kinds.js';

/** Bounds one quote (one order's lines); a cart is far smaller. */
export const PRICE_QUOTE_MAX_ITEMS = 100;

/** One thing to price: a product, optionally wrapped in a paper sheet. */
export class PriceQuoteItemDto {
  /** Which catalogue holds the product; absent: every catalogue is searched (carts kept before lines had it). */
  @IsOptional()
  @IsIn(PRODUCT_KINDS, { message: `kind must be one of: ${PRODUCT_KINDS.join(', ')}` })
  kind?: ProductKind;

  @IsRecordId()
  productId: string;

  /** Null or absent: no sheet. */
  @IsOptional()
  @IsIn(PAPER_SHEET_IDS, { message: 'sheetId must be one of the paper sheets' })
  sheetId?: PaperSheetId | null;
}

/** Payload of `catalog.pricing.quote`. */
export class PriceQuoteDto {
  @IsArray()
  @ArrayMinSize(1, { message: 'items must not be empty' })
  @ArrayMaxSize(PRICE_QUOTE_MAX_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => PriceQuoteItemDto)
  items: PriceQuoteItemDto[];
}

/** Current catalogue prices of one requested item, in US dollars. */
export interface QuotedItem {
  kind: ProductKind;
  productId: string;
  name: string;
  basePrice: number;
  sheet: PaperSheet | null;
  /** basePrice plus the sheet's price, rounded to cents. */
  unitPrice: number;
}

/** Answer of `catalog.pricing.quote`: one entry per requested item, in request order. */
export interface PriceQuote {
  items: QuotedItem[];
}
