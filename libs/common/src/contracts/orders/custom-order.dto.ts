import { Type, plainToInstance } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  Matches,
  ValidateNested,
  validate,
  type ValidationError,
} from 'class-validator';
import { IsIdempotencyKey } from '../catalog/idempotency.js';
import { CUSTOM_ORDER_IMAGE_KEY_PATTERN } from '../catalog/image-keys.js';
import { PAPER_SHEETS } from '../catalog/paper-sheets.js';
import {
  IsOneLineText,
  IsProductText,
  isEmailAddress,
  textProblem,
  validateWith,
} from '../catalog/product-field.validators.js';
import { CUSTOM_ORDER_LIMITS, latestCustomOrderDay, shopToday } from '../../shop-rules/custom-order-limits.js';
import { SHOP_DATE_PATTERN } from '../../shop-rules/fulfilment-schedule.js';
import { prototypeKeyMessage, prototypeKeyPath } from '../prototype-keys.js';

export { CUSTOM_ORDER_LIMITS, latestCustomOrderDay, shopToday };

/** The two ways to ask for a custom order (SPEC §3): change a bouquet we sell, or show a picture. */
export const CUSTOM_ORDER_TYPES = ['existing', 'upload'] as const;
export type CustomOrderType = (typeof CUSTOM_ORDER_TYPES)[number];

/** A wrapping sheet is chosen by its name among the ten paper sheets (DESIGN §8.12), or none (''). */
export const WRAPPING_SHEET_NAMES = PAPER_SHEETS.map((sheet) => sheet.name);
/** A paper sheet's name, or '' for none. */
export type WrappingSheet = '' | (typeof PAPER_SHEETS)[number]['name'];

/** Why a delivery date is refused, or null: '' (none) or a real calendar day from today to a year on. */
export function deliveryDateProblem(value: unknown, now = new Date()): string | null {
  if (value === '') return null;
  if (typeof value !== 'string' || !SHOP_DATE_PATTERN.test(value)) return 'deliveryDate must be a date like 2026-05-20';
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    return 'deliveryDate must be a real calendar day';
  }
  if (value < shopToday(now)) return 'deliveryDate must not be in the past';
  const latest = latestCustomOrderDay(now);
  if (value > latest) return `deliveryDate must be at most a year ahead, until ${latest}`;
  return null;
}

/** A list of short one-line texts, each trimmed; empty entries are refused. */
function IsTextList(maxItems: number, maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: `${String(key)} must be a list of texts` })(target, key);
    ArrayMaxSize(maxItems, { message: `${String(key)} must have at most ${maxItems} entries` })(target, key);
    IsOneLineText(maxLength, { each: true })(target, key);
  };
}

/** What the shopper would change in the bouquet they found. */
export class CustomOrderChangesDto {
  @IsTextList(CUSTOM_ORDER_LIMITS.flowers, CUSTOM_ORDER_LIMITS.flower)
  flowers: string[];

  @IsOneLineText(CUSTOM_ORDER_LIMITS.colorTheme, { required: false })
  colorTheme: string;

  @IsIn(['', ...WRAPPING_SHEET_NAMES], {
    message: `wrappingSheet must be one of the paper sheets (${WRAPPING_SHEET_NAMES.join(', ')}) or empty`,
  })
  wrappingSheet: WrappingSheet;

  @IsTextList(CUSTOM_ORDER_LIMITS.extras, CUSTOM_ORDER_LIMITS.extra)
  extras: string[];
}

/** Who asks, in both modes (SPEC §5): name, e-mail and phone required, the message optional. */
export abstract class CustomOrderContactDto {
  @IsOneLineText(CUSTOM_ORDER_LIMITS.name)
  name: string;

  @validateWith('emailAddress', (value) => {
    if (!isEmailAddress(value)) return 'email must be a valid e-mail address, like name@example.com';
    if (value.length > CUSTOM_ORDER_LIMITS.email)
      return `email must be at most ${CUSTOM_ORDER_LIMITS.email} characters`;
    // A quoted local part may hold line breaks for isEmail ("a\r\nBcc: …"@x.com): never in a mail header.
    return textProblem('email', value, { maxLength: CUSTOM_ORDER_LIMITS.email });
  })
  email: string;

  @IsOneLineText(CUSTOM_ORDER_LIMITS.phone)
  phone: string;

  @IsOptional()
  @IsProductText(CUSTOM_ORDER_LIMITS.message)
  message?: string;
}

/** Existing mode: a bouquet we sell (optional), with changes. */
export class ExistingCustomOrderDto extends CustomOrderContactDto {
  @Equals('existing')
  type: 'existing';

  @IsOptional()
  @IsOneLineText(CUSTOM_ORDER_LIMITS.productName, { required: false })
  productName?: string;

  @IsObject({ message: 'changes must be an object with flowers, colorTheme, wrappingSheet and extras' })
  @ValidateNested()
  @Type(() => CustomOrderChangesDto)
  changes: CustomOrderChangesDto;
}

/** Upload mode: a picture (sent as a file), what flowers, for what, for how much and when. */
export class UploadCustomOrderDto extends CustomOrderContactDto {
  @Equals('upload')
  type: 'upload';

  @IsOptional()
  @IsOneLineText(CUSTOM_ORDER_LIMITS.flowerType, { required: false })
  flowerType?: string;

  @IsOptional()
  @IsOneLineText(CUSTOM_ORDER_LIMITS.occasion, { required: false })
  occasion?: string;

  @IsOptional()
  @IsOneLineText(CUSTOM_ORDER_LIMITS.budget, { required: false })
  budget?: string;

  @IsOptional()
  @validateWith('deliveryDate', (value) => deliveryDateProblem(value))
  deliveryDate?: string;
}

export type CustomOrderRequest = ExistingCustomOrderDto | UploadCustomOrderDto;

/** The DTO class that checks a request of this type, or null for an unknown type. */
function customOrderDtoFor(type: unknown): (new () => CustomOrderRequest) | null {
  if (type === 'existing') return ExistingCustomOrderDto;
  if (type === 'upload') return UploadCustomOrderDto;
  return null;
}

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0] ?? firstMessage(error.children ?? []);
    if (message) return message;
  }
  return undefined;
}

/**
 * Checks a custom order request with its mode's rules (unknown fields refused, texts trimmed):
 * the request as a DTO, or the first problem in words. Used by the gateway and, again, by the
 * orders service, which trusts no caller's checks.
 */
export async function checkCustomOrderRequest(
  raw: unknown,
): Promise<{ request: CustomOrderRequest; problem?: never } | { problem: string; request?: never }> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { problem: 'data must be a JSON object with the custom order' };
  }
  const prototypeKey = prototypeKeyPath(raw);
  if (prototypeKey !== undefined) return { problem: prototypeKeyMessage(prototypeKey) };
  const dto = customOrderDtoFor((raw as { type?: unknown }).type);
  if (!dto) return { problem: `type must be one of: ${CUSTOM_ORDER_TYPES.join(', ')}` };
  const request = plainToInstance(dto, raw);
  const errors = await validate(request, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length > 0) return { problem: firstMessage(errors) ?? 'The custom order is invalid' };
  return { request };
}

/** Payload of `orders.custom-order.submit`. */
export class SubmitCustomOrderDto {
  /** The request, already checked by the gateway with its mode's DTO (and again here). */
  @IsObject()
  request: CustomOrderRequest;

  /** Object key of the re-encoded picture (upload mode), or absent. */
  @IsOptional()
  @Matches(CUSTOM_ORDER_IMAGE_KEY_PATTERN, { message: 'imageKey must be a stored custom-order image key' })
  imageKey?: string;

  /**
   * SHA-256 (hex) of the picture as uploaded: a retry uploads the same file under a new key, so
   * the idempotency fingerprint takes the bytes, not the key.
   */
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: 'imageDigest must be a SHA-256 in hex' })
  imageDigest?: string;

  @IsOptional()
  @IsIdempotencyKey()
  idempotencyKey?: string;
}

/** What to change in the bouquet (existing mode). */
export class CustomOrderChanges {
  flowers: string[];
  colorTheme: string;
  wrappingSheet: WrappingSheet;
  extras: string[];
}

/** A custom order request (SPEC §3); mode fields only on orders of that mode. */
export class CustomOrder {
  _id: string;
  type: CustomOrderType;
  name: string;
  email: string;
  phone: string;
  /** '' when not given. */
  message: string;
  /** Existing mode. */
  productName?: string;
  /** Existing mode. */
  changes?: CustomOrderChanges;
  /** Upload mode: the picture's URL (`/api/images/<key>`, for the admin only), null without one. */
  uploadImage?: string | null;
  /** Upload mode. */
  flowerType?: string;
  /** Upload mode. */
  occasion?: string;
  /** Upload mode. */
  budget?: string;
  /** Upload mode: YYYY-MM-DD, or ''. */
  deliveryDate?: string;
  /** Always Pending (DESIGN §8.12); shown to the admin, never changed. */
  status: 'Pending';
  /** ISO 8601. */
  createdAt: string;
}

/** Payload of `orders.custom-order.submitted`: the order as stored, with its picture's key. */
export interface CustomOrderSubmittedEvent extends CustomOrder {
  imageKey?: string;
}

/** Answer of `orders.custom-order.delete`: the picture's key, so the gateway can remove it too. */
export interface CustomOrderDeleted {
  deleted: true;
  imageKey?: string;
}
