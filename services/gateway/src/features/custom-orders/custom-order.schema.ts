import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { CUSTOM_ORDER_LIMITS, CUSTOM_ORDER_TYPES, WRAPPING_SHEET_NAMES } from '@flowershop/common/contracts';

// CustomOrder is an interface in libs/common (no run-time metadata): described here.

@ApiSchema({ name: 'CustomOrderChanges', description: 'What to change in the bouquet (existing mode)' })
class CustomOrderChangesSchema {
  @ApiProperty({ type: [String], maxItems: CUSTOM_ORDER_LIMITS.flowers })
  flowers: string[];

  @ApiProperty({ maxLength: CUSTOM_ORDER_LIMITS.colorTheme })
  colorTheme: string;

  @ApiProperty({ enum: ['', ...WRAPPING_SHEET_NAMES] })
  wrappingSheet: string;

  @ApiProperty({ type: [String], maxItems: CUSTOM_ORDER_LIMITS.extras })
  extras: string[];
}

@ApiSchema({ name: 'CustomOrder', description: 'A custom order request (SPEC §3); mode fields only on that mode' })
export class CustomOrderSchema {
  @ApiProperty()
  _id: string;

  @ApiProperty({ enum: CUSTOM_ORDER_TYPES })
  type: (typeof CUSTOM_ORDER_TYPES)[number];

  @ApiProperty({ maxLength: CUSTOM_ORDER_LIMITS.name })
  name: string;

  @ApiProperty({ maxLength: CUSTOM_ORDER_LIMITS.email })
  email: string;

  @ApiProperty({ maxLength: CUSTOM_ORDER_LIMITS.phone })
  phone: string;

  @ApiProperty({ maxLength: CUSTOM_ORDER_LIMITS.message, description: "'' when not given" })
  message: string;

  @ApiPropertyOptional({ maxLength: CUSTOM_ORDER_LIMITS.productName, description: 'Existing mode' })
  productName?: string;

  @ApiPropertyOptional({ type: CustomOrderChangesSchema, description: 'Existing mode' })
  changes?: CustomOrderChangesSchema;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Upload mode: the picture URL, null without one' })
  uploadImage?: string | null;

  @ApiPropertyOptional({ maxLength: CUSTOM_ORDER_LIMITS.flowerType, description: 'Upload mode' })
  flowerType?: string;

  @ApiPropertyOptional({ maxLength: CUSTOM_ORDER_LIMITS.occasion, description: 'Upload mode' })
  occasion?: string;

  @ApiPropertyOptional({ maxLength: CUSTOM_ORDER_LIMITS.budget, description: 'Upload mode' })
  budget?: string;

  @ApiPropertyOptional({ format: 'date', description: "Upload mode: YYYY-MM-DD, or ''" })
  deliveryDate?: string;

  @ApiProperty({ enum: ['Pending'] })
  status: 'Pending';

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

@ApiSchema({ name: 'CustomOrderCounts', description: "How many custom orders each of the admin's filters shows" })
export class CustomOrderCountsSchema {
  @ApiProperty({ description: 'Every custom order' })
  all: number;

  @ApiProperty({ description: 'Existing-product requests' })
  existing: number;

  @ApiProperty({ description: 'Upload (own picture) requests' })
  upload: number;
}
