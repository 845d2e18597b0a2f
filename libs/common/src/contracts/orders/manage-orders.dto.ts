import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRecordId } from '../catalog/product-field.validators.js';
import { PageQueryDto } from '../paging.js';
import { ORDER_STATUSES, type Order, type OrderStatus } from './order.js';
import { IsShopDate } from './shop-date.validator.js';

export const ORDER_SEARCH_MAX_LENGTH = 64;

const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

/** Payload of `orders.order.list-mine`. */
export class CustomerOrdersDto {
  @IsEmail()
  @MaxLength(254)
  customerEmail: string;
}

/** The admin list's query (`GET /api/orders?page=&size=&search=&date=`); without page, every order. */
export class ListOrdersDto extends PageQueryDto {
  /** Part of an orderId, any case. */
  // The lowest rule is checked first: a repeated ?search= (a list) is not "too long".
  @IsOptional()
  @MaxLength(ORDER_SEARCH_MAX_LENGTH)
  @IsString({ message: 'search must be text, given once' })
  search?: string;

  /**
   * Only the orders for this shop day (YYYY-MM-DD, their fulfilment date): delivery orders first
   * (oldest first), then pickup orders by window start (then oldest first).
   */
  @IsOptional()
  @IsShopDate()
  date?: string;
}

/** Answer of `orders.order.list`: the page asked for and how many orders match in all. */
export interface OrderPage {
  orders: Order[];
  total: number;
}

/** `PATCH /api/orders/:id` body. */
export class OrderStatusBodyDto {
  @IsIn(ORDER_STATUSES, { message: STATUS_MESSAGE })
  status: OrderStatus;
}

export class OrderIdDto {
  @IsRecordId()
  id: string;
}

/** Payload of `orders.order.change-status`. */
export class ChangeOrderStatusDto extends OrderIdDto {
  @IsIn(ORDER_STATUSES, { message: STATUS_MESSAGE })
  status: OrderStatus;
}
