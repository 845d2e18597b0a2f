import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, Max, MaxLength } from 'class-validator';
import {
  OCCASION_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  type OccasionCategory,
} from '@flowershop/common';

/** The text parts of a product's multipart form; every part is optional here, rules come after. */
export class ProductFormDto {
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(PRODUCT_NAME_MAX)
  name?: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
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
