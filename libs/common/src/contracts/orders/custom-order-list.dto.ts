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

/** How many custom orders each of the admin's filters shows: All, Existing, Upload. */
export type CustomOrderCounts = Record<'all' | CustomOrderType, number>;
