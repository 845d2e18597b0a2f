import { IsISO8601, IsOptional } from 'class-validator';
import type { UnavailableReason } from '../../shop-rules/fulfilment-schedule.js';
import type { ProductKind } from '../catalog/product-kinds.js';
import type { OrderStatus } from './order.js';

/** How many days "top products" looks back, today included. */
export const TOP_PRODUCTS_DAYS = 30;
/** How many products "top products" names. */
export const TOP_PRODUCTS_COUNT = 5;

/** Payload of `orders.stats.dashboard`. */
export class OrdersDashboardDto {
  /** The moment the figures are for (tests); the gateway never sends it, so it is now. */
  @IsOptional()
  @IsISO8601({ strict: true })
  at?: string;
}

/**
 * Sales of the shop days `from` to `to` (YYYY-MM-DD, both included, shop time zone): orders
 * placed then and not cancelled, and the sum of their totals (delivery included) in US
 * dollars, added in whole cents.
 */
export interface SalesFigures {
  from: string;
  to: string;
  orders: number;
  revenue: number;
}

/** Orders in a status now, whenever placed. */
export interface StatusCount {
  status: OrderStatus;
  orders: number;
}

/** Units of one product in the not-cancelled orders of the window; named as on its latest order. */
export interface TopProduct {
  kind: ProductKind;
  productId: string;
  name: string;
  quantity: number;
}

/** How many days "the coming days' load" covers, today included. */
export const COMING_DAYS = 7;

/**
 * One coming shop day's load: orders booked for it (pickup and delivery, cancelled ones given
 * back) against its capacity, and whether a shopper can still choose it (else why not:
 * `closed` weekday, `blackout` holiday, `full`, `too-soon` after the cutoff or in the lead time).
 */
export interface DayLoad {
  date: string;
  booked: number;
  capacity: number;
  available: boolean;
  reason?: UnavailableReason;
}

/** Answer of `orders.stats.dashboard`: the orders service's figures for the admin's dashboard. */
export interface OrdersDashboard {
  /** When the figures were made, and the shop day (YYYY-MM-DD) that was today then. */
  generatedAt: string;
  today: string;
  timeZone: string;
  sales: { today: SalesFigures; week: SalesFigures; month: SalesFigures };
  /** The last seven shop days, today last: one entry each, also for days without orders. */
  lastSevenDays: SalesFigures[];
  /** Every status, in ORDER_STATUSES order. */
  byStatus: StatusCount[];
  /** The most ordered products of the last TOP_PRODUCTS_DAYS days, most units first. */
  topProducts: { from: string; to: string; products: TopProduct[] };
  /** Custom orders stay Pending until the admin deletes them: every stored one is open. */
  customOrders: { open: number };
  /** The next COMING_DAYS shop days by fulfilment date, today first. */
  comingSevenDays: DayLoad[];
}
