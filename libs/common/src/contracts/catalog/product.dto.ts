import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, Matches, ValidateNested } from 'class-validator';
import { IdempotencyDto } from './idempotency.js';
import { IMAGE_KEY_PATTERN } from './image-keys.js';
import { IsOneLineText, IsProductPrice, IsProductText, IsRecordId } from './product-field.validators.js';
import { OCCASION_CATEGORIES, PRODUCT_KINDS, type OccasionCategory, type ProductKind } from './product-kinds.js';

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_PRICE_MAX = 100000;

export type ProductSort = 'price_asc' | 'price_desc';
export const PRODUCT_SORTS: readonly ProductSort[] = ['price_asc', 'price_desc'];

/**
 * The text fields of a product, as a shop form sends them (the gateway validates multipart
 * parts with this class, where every value arrives as a string).
 */
export class ProductTextFieldsDto {
  @IsOptional()
  @IsOneLineText(PRODUCT_NAME_MAX)
  name?: string;

  @IsOptional()
  @IsProductPrice(PRODUCT_PRICE_MAX)
  price?: number;

  @IsOptional()
  @IsProductText(PRODUCT_DESCRIPTION_MAX)
  description?: string;

  @IsOptional()
  @IsIn(OCCASION_CATEGORIES, { message: `category must be one of: ${OCCASION_CATEGORIES.join(', ')}` })
  category?: OccasionCategory;
}

/** Fields a product may carry; which of them a kind uses is in PRODUCT_KIND_SPECS. */
export class ProductFieldsDto extends ProductTextFieldsDto {
  /** Object-store keys of already stored, re-encoded images (claim check). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(2)
  @Matches(IMAGE_KEY_PATTERN, { each: true })
  imageKeys?: string[];
}

export class ListProductsDto {
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: 'sort must be price_asc or price_desc' })
  sort?: ProductSort;
}

export class ProductIdDto {
  @IsRecordId()
  id: string;
}

export class CreateProductDto {
  @ValidateNested()
  @Type(() => ProductFieldsDto)
  fields: ProductFieldsDto;

  /** Present when the admin's request carried an Idempotency-Key. */
  @IsOptional()
  @ValidateNested()
  @Type(() => IdempotencyDto)
  idempotency?: IdempotencyDto;
}

export class UpdateProductDto extends CreateProductDto {
  @IsRecordId()
  id: string;
}

/** One product; image fields follow the kind. */
export class ProductView {
  _id: string;
  name: string;
  /** US dollars. */
  price: number;
  /** Keychains, bouquets and occasion products. */
  description?: string;
  /** Occasion products. */
  category?: OccasionCategory;
  /** Boxes and keychains: a loadable URL. */
  imageUrl?: string | null;
  /** Bouquets and occasion products: up to two URLs. */
  images?: string[];
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
}

export interface ProductChangedEvent {
  kind: ProductKind;
  id: string;
  change: 'created' | 'updated' | 'deleted';
}

export function isProductKind(value: string): value is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value);
}
