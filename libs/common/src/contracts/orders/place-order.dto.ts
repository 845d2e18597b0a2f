import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsIdempotencyKey } from '../catalog/idempotency.js';
import { PAPER_SHEET_IDS, type PaperSheetId } from '../catalog/paper-sheets.js';
import { PRICE_QUOTE_MAX_ITEMS } from '../catalog/pricing.dto.js';
import { IsRecordId, validateWith } from '../catalog/product-field.validators.js';
import { PRODUCT_KINDS, type ProductKind } from '../catalog/product-kinds.js';
import { CheckoutFormDto } from './checkout-form.dto.js';
import { FulfilmentDto, IsWholeNumber } from './fulfilment-settings.dto.js';
import { DELIVERY_OPTIONS, type DeliveryOption } from './order.js';

/** Most of one product a line may hold, as the cart allows. */
export const ORDER_LINE_MAX_QUANTITY = 99;

const QUANTITY_MESSAGE = `quantity must be a whole number from 1 to ${ORDER_LINE_MAX_QUANTITY}`;
const DELIVERY_MESSAGE = `delivery must be one of: ${DELIVERY_OPTIONS.join(', ')}`;
const SHEET_MESSAGE = 'the sheet id must be one of the paper sheets';
/**
 * One line per product (and sheet), as the cart keeps them: repeated lines would get around the
 * per-line quantity limit (ORDER_LINE_MAX_QUANTITY).
 */
const REPEATED_LINE_MESSAGE =
  'cart lists the same product with the same sheet more than once: send one line with the whole quantity';

/**
 * A value the cart shows but the server never trusts (names, prices, images): accepted so a
 * cart can be sent as it is kept, but bounded, and never used for pricing.
 */
function IsShownValue(): PropertyDecorator {
  return validateWith('shownValue', (value, field) => {
    if (value === null || (typeof value === 'number' && Number.isFinite(value))) return null;
    if (typeof value === 'string' && value.length <= 2048) return null;
    return `${field} must be text (at most 2048 characters), a number or null`;
  });
}

/** The checkout's total as the SPA sends it: dollars, as a number or in digits ("68.00"). */
export const SHOWN_TOTAL_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
/** The largest total either form can say (nine digits of dollars). */
export const SHOWN_TOTAL_MAX = 999_999_999.99;

/**
 * The lines of an order, in the body (`cart`) and in the payload (`items`) alike: a list of one to
 * PRICE_QUOTE_MAX_ITEMS lines, each product (and sheet) once, each line validated as `lineType`.
 */
function AreOrderLines<Line>(
  lineType: () => new () => Line,
  identity: (line: Line | undefined) => string,
): PropertyDecorator {
  return (target, key) => {
    const field = String(key);
    IsArray({ message: `${field} must be a list of cart lines` })(target, key);
    ArrayMinSize(1, { message: `${field} must not be empty` })(target, key);
    ArrayMaxSize(PRICE_QUOTE_MAX_ITEMS, { message: `${field} must have at most ${PRICE_QUOTE_MAX_ITEMS} lines` })(
      target,
      key,
    );
    ArrayUnique(identity, { message: REPEATED_LINE_MESSAGE })(target, key);
    // ValidateNested alone passes a line that is a list (it validates the list's entries instead).
    IsObject({ each: true, message: `each line of ${field} must be an object with productId and quantity` })(
      target,
      key,
    );
    ValidateNested({ each: true })(target, key);
    Type(lineType)(target, key);
  };
}

/** The date (and pickup window) chosen, when the order names one. */
function IsChosenFulfilment(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsObject({ message: 'fulfilment must be an object with the date (and the pickup window)' })(target, key);
    ValidateNested()(target, key);
    Type(() => FulfilmentDto)(target, key);
  };
}

function IsShownTotal(): PropertyDecorator {
  return validateWith('shownTotal', (value, field) => {
    if (typeof value === 'number' && value >= 0 && value <= SHOWN_TOTAL_MAX) return null;
    if (typeof value === 'string' && SHOWN_TOTAL_PATTERN.test(value)) return null;
    return `${field} must be the amount the checkout showed, in dollars (like 68 or 68.00)`;
  });
}

/** The sheet a cart line carries; only its id counts. */
export class CartSheetBodyDto {
  // The gateway's 400 puts the path (cart.0.selectedSheet.) before it.
  @IsIn(PAPER_SHEET_IDS, { message: 'id must be one of the paper sheets' })
  id: PaperSheetId;

  @IsOptional() @IsShownValue() name?: string;
  @IsOptional() @IsShownValue() price?: number | string;
  @IsOptional() @IsShownValue() image?: string;
}

/** One cart line as the SPA keeps it (SPEC §3); the server prices it from productId and sheet. */
export class CartLineBodyDto {
  // The lowest rule is checked first: the type, so that { "$ne": null } is not "too long".
  @MaxLength(64)
  @IsNotEmpty({ message: 'productId must not be empty' })
  @IsString({ message: 'productId must be text' })
  productId: string;

  @IsWholeNumber(1, ORDER_LINE_MAX_QUANTITY, QUANTITY_MESSAGE)
  quantity: number;

  /** Which catalogue the product is in; looked up when absent. */
  @IsOptional()
  @IsIn(PRODUCT_KINDS, { message: `kind must be one of: ${PRODUCT_KINDS.join(', ')}` })
  kind?: ProductKind;

  @IsOptional()
  @IsObject({ message: 'selectedSheet must be an object with the sheet id, or null' })
  @ValidateNested()
  @Type(() => CartSheetBodyDto)
  selectedSheet?: CartSheetBodyDto | null;

  @IsOptional() @IsShownValue() id?: string;
  @IsOptional() @IsShownValue() name?: string;
  @IsOptional() @IsShownValue() image?: string | null;
  @IsOptional() @IsShownValue() price?: number | string | null;
  @IsOptional() @IsShownValue() basePrice?: number | string | null;
  @IsOptional() @IsShownValue() totalPrice?: number | string | null;
}

/** `POST /api/orders` (SPEC §7): the checkout address, pickup or delivery, the cart and the total seen. */
export class PlaceOrderBodyDto {
  @IsObject({ message: 'form must be an object with the checkout address' })
  @ValidateNested()
  @Type(() => CheckoutFormDto)
  form: CheckoutFormDto;

  @IsIn(DELIVERY_OPTIONS, { message: DELIVERY_MESSAGE })
  delivery: DeliveryOption;

  @AreOrderLines(() => CartLineBodyDto, (line) => lineIdentity(line?.productId, line?.selectedSheet?.id))
  cart: CartLineBodyDto[];

  /** The date (and pickup window) chosen; absent from older clients: the earliest available is booked. */
  @IsChosenFulfilment()
  fulfilment?: FulfilmentDto;

  /**
   * The total the checkout showed, in dollars; when the catalogue prices the order otherwise (by a cent or
   * more), it is refused (409 ORDERS.PRICES_CHANGED): nobody pays an amount they were not shown.
   */
  @IsOptional()
  @IsShownTotal()
  total?: number | string;
}

/** One thing to order, as the orders service receives it: no prices. */
export class OrderItemRequestDto {
  @IsOptional()
  @IsIn(PRODUCT_KINDS)
  kind?: ProductKind;

  @IsRecordId()
  productId: string;

  @IsWholeNumber(1, ORDER_LINE_MAX_QUANTITY, QUANTITY_MESSAGE)
  quantity: number;

  @IsOptional()
  @IsIn(PAPER_SHEET_IDS, { message: SHEET_MESSAGE })
  sheetId?: PaperSheetId | null;
}

/** Payload of `orders.order.place`. */
export class PlaceOrderDto {
  /** The signed-in customer, from the verified token. */
  @IsEmail()
  @MaxLength(254)
  customerEmail: string;

  @IsObject()
  @ValidateNested()
  @Type(() => CheckoutFormDto)
  form: CheckoutFormDto;

  @IsIn(DELIVERY_OPTIONS, { message: DELIVERY_MESSAGE })
  delivery: DeliveryOption;

  @AreOrderLines(() => OrderItemRequestDto, (item) => lineIdentity(item?.productId, item?.sheetId))
  items: OrderItemRequestDto[];

  /** The date (and pickup window) chosen; absent: the earliest available. */
  @IsChosenFulfilment()
  fulfilment?: FulfilmentDto;

  /** The total the checkout showed, in dollars; when given, an order priced otherwise is refused. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'shownTotal must be an amount in dollars' })
  @Min(0, { message: 'shownTotal must be an amount in dollars' })
  shownTotal?: number;

  /** The shopper's Idempotency-Key: a retried placement with the same key stores one order. */
  @IsOptional()
  @IsIdempotencyKey()
  idempotencyKey?: string;
}

/** What makes two lines the same line: the product and the sheet (none counts as one choice). */
function lineIdentity(productId: unknown, sheetId: unknown): string {
  return JSON.stringify([productId, sheetId ?? null]);
}

/** What the orders service is asked to place for a cart the shopper sent. */
export function toPlaceOrder(body: PlaceOrderBodyDto, customerEmail: string, idempotencyKey?: string): PlaceOrderDto {
  return {
    customerEmail,
    form: body.form,
    delivery: body.delivery,
    ...(body.fulfilment && { fulfilment: body.fulfilment }),
    items: body.cart.map(({ kind, productId, quantity, selectedSheet }) => ({
      ...(kind && { kind }),
      productId,
      quantity,
      sheetId: selectedSheet?.id ?? null,
    })),
    ...(body.total !== undefined && body.total !== null && { shownTotal: Number(body.total) }),
    ...(idempotencyKey && { idempotencyKey }),
  };
}
