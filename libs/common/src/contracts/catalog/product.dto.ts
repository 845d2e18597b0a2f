import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IMAGE_KEY_PATTERN } from './image-keys.js';
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
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(PRODUCT_NAME_MAX)
  name?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'price must be a number with at most 2 decimals' },
  )
  @IsPositive({ message: 'price must be a positive number' })
  @Max(PRODUCT_PRICE_MAX, { message: `price must not be above ${PRODUCT_PRICE_MAX}` })
  price?: number;

  @IsOptional()
  @IsString()
  @MaxLength(PRODUCT_DESCRIPTION_MAX)
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
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  id: string;
}

export class CreateProductDto {
  @ValidateNested()
  @Type(() => ProductFieldsDto)
  fields: ProductFieldsDto;
}

export class UpdateProductDto extends ProductIdDto {
  @ValidateNested()
  @Type(() => ProductFieldsDto)
  fields: ProductFieldsDto;
}

/** What the catalogue answers for one product; image fields follow the kind. */
export interface ProductView {
  _id: string;
  name: string;
  price: number;
  description?: string;
  category?: OccasionCategory;
  imageUrl?: string | null;
  images?: string[];
  createdAt: string;
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
