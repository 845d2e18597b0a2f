import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORDER_STATUSES, type Order, type OrderStatus } from './order.js';
import { IsShopDate } from './shop-date.validator.js';

/** Largest page of the admin list; the SPA asks for 10 (SPEC §9). */
export const ORDER_PAGE_MAX_SIZE = 100;
export const ORDER_SEARCH_MAX_LENGTH = 64;
/**
 * Highest page asked for: far past any shop's orders, and small enough that page × size stays a
 * number every store can skip by (`?page=1e20` made MongoDB's skip overflow into a 500).
 */
export const ORDER_PAGE_MAX = 1_000_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${ORDER_PAGE_MAX}`;

const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

/** Payload of `orders.order.list-mine`. */
export class CustomerOrdersDto {
  @IsEmail()
  @MaxLength(254)
  customerEmail: string;
}

/** The admin list's query (`GET /api/orders?page=&size=&search=&date=`); without page, every order. */
export class ListOrdersDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(ORDER_PAGE_MAX, { message: PAGE_MESSAGE })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `size must be a whole number from 1 to ${ORDER_PAGE_MAX_SIZE}` })
  @Min(1, { message: `size must be a whole number from 1 to ${ORDER_PAGE_MAX_SIZE}` })
  @Max(ORDER_PAGE_MAX_SIZE, { message: `size must be a whole number from 1 to ${ORDER_PAGE_MAX_SIZE}` })
  size?: number;

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
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  id: string;
}

/** Payload of `orders.order.change-status`. */
export class ChangeOrderStatusDto extends OrderIdDto {
  @IsIn(ORDER_STATUSES, { message: STATUS_MESSAGE })
  status: OrderStatus;
}
