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

/** Fields a product may carry; which of them a kind uses is in PRODUCT_KIND_SPECS. */
export class ProductFieldsDto {
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(PRODUCT_NAME_MAX)
  name?: string;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'price must be a number' })
  @IsPositive({ message: 'price must be a positive number' })
  @Type(() => Number)
  price?: number;

  @IsOptional()
  @IsString()
  @MaxLength(PRODUCT_DESCRIPTION_MAX)
  description?: string;

  @IsOptional()
  @IsIn(OCCASION_CATEGORIES, { message: `category must be one of: ${OCCASION_CATEGORIES.join(', ')}` })
  category?: OccasionCategory;

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
