import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../paging.js';
import { CUSTOM_ORDER_TYPES, type CustomOrderType } from './custom-order.dto.js';

/** The admin list's query (`GET /api/custom-orders?page=&size=&type=`); without page, every order. */
export class ListCustomOrdersDto extends PageQueryDto {
  /** Only orders of this mode (the admin's Existing / Upload filter). */
  @IsOptional()
  @IsIn(CUSTOM_ORDER_TYPES, { message: `type must be one of: ${CUSTOM_ORDER_TYPES.join(', ')}` })
  type?: CustomOrderType;
}

/** How many custom orders each of the admin's filters shows. */
export class CustomOrderCounts implements Record<'all' | CustomOrderType, number> {
  /** Every custom order. */
  all: number;
  /** Existing-product requests. */
  existing: number;
  /** Upload (own picture) requests. */
  upload: number;
}
