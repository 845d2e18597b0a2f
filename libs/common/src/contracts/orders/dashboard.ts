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
 * Orders placed on the shop days from..to (YYYY-MM-DD, both included, America/New_York) and not
 * cancelled, and the sum of their totals with delivery, in US dollars added in whole cents.
 */
export class SalesFigures {
  /** @example '2026-03-09' */
  from: string;
  /** @example '2026-03-10' */
  to: string;
  orders: number;
  /** @example 117.96 */
  revenue: number;
}

/** Today, this week (from Monday) and this month (from the 1st). */
export class DashboardSales {
  today: SalesFigures;
  week: SalesFigures;
  month: SalesFigures;
}

/** Orders in a status now, whenever placed. */
export class StatusCount {
  status: OrderStatus;
  orders: number;
}

/** Units of one product in not-cancelled orders, named as on its latest order. */
export class TopProduct {
  kind: ProductKind;
  productId: string;
  name: string;
  quantity: number;
}

/** How many days "the coming days' load" covers, today included. */
export const COMING_DAYS = 7;

/**
 * One coming shop day: orders booked for it (pickup and delivery; a cancelled or deleted order
 * gives its place back) against its capacity, and whether a shopper can still choose it.
 */
export class DayLoad {
  /** @example '2026-11-27' */
  date: string;
  booked: number;
  /** The daily capacity, or the date's own (0: none that day). */
  capacity: number;
  available: boolean;
  /** Why it cannot be chosen: closed weekday, blackout holiday, full, too soon (cutoff or lead time). */
  reason?: UnavailableReason;
}

/** The 5 (TOP_PRODUCTS_COUNT) most ordered products of the last 30 (TOP_PRODUCTS_DAYS) shop days, most units first. */
export class TopProducts {
  from: string;
  to: string;
  products: TopProduct[];
}

/** Custom orders stay Pending until deleted: every stored one is open. */
export class OpenCustomOrders {
  open: number;
}

/** Answer of `orders.stats.dashboard`: the orders service's figures for the admin's dashboard. */
export class OrdersDashboard {
  /** When the figures were made (ISO 8601). */
  generatedAt: string;
  /** The shop's day (YYYY-MM-DD) when the figures were made. */
  today: string;
  /** @example 'America/New_York' */
  timeZone: string;
  sales: DashboardSales;
  /** The last 7 shop days, today last (days without orders too). */
  lastSevenDays: SalesFigures[];
  /** Every status, in the order of the status list. */
  byStatus: StatusCount[];
  topProducts: TopProducts;
  customOrders: OpenCustomOrders;
  /** The next 7 (COMING_DAYS) shop days by fulfilment date, today first: booked against capacity. */
  comingSevenDays: DayLoad[];
}
