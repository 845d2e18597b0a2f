import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  COMING_DAYS,
  ORDER_STATUSES,
  TOP_PRODUCTS_COUNT,
  TOP_PRODUCTS_DAYS,
  type DayLoad,
  type OrdersDashboard,
  type SalesFigures,
} from '@flowershop/common/contracts';
import { DOCUMENT_STORE, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { addDays, daysBetween, monthStart, shopDayOf, weekStart } from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import { CUSTOM_ORDERS, type CustomOrderRecord } from '../custom-orders/custom-order-record.js';
import { FulfilmentScheduler } from '../fulfilment/fulfilment-scheduler.js';
import { ORDERS, type OrderRecord } from '../orders/order-record.js';
import { DaySalesCache } from './day-sales-cache.js';
import { addSales, topProducts, type DaySales } from './day-sales.js';

/** Never reads every order: sales from the day cache, counts from indexes, coming days from the calendar. */
@Injectable()
export class OrdersDashboardDesk implements OnModuleInit {
  private readonly orders: Collection<OrderRecord>;
  private readonly customOrders: Collection<CustomOrderRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly daySales: DaySalesCache,
    private readonly schedule: FulfilmentScheduler,
    private readonly config: OrdersConfig,
  ) {
    this.orders = store.collection<OrderRecord>(ORDERS);
    this.customOrders = store.collection<CustomOrderRecord>(CUSTOM_ORDERS);
  }

  async onModuleInit(): Promise<void> {
    await this.orders.ensureIndex('status', { fewValues: true });
  }

  async figures(at = new Date()): Promise<OrdersDashboard> {
    // The calendar's and the day cache's zone: all panels count the same days.
    const today = shopDayOf(at, this.config.SHOP_TIME_ZONE);
    const starts = {
      week: weekStart(today),
      month: monthStart(today),
      lastSeven: addDays(today, -6),
      top: addDays(today, -(TOP_PRODUCTS_DAYS - 1)),
    };
    const days = daysBetween(Object.values(starts).sort()[0]!, today);
    const [sales, byStatus, open, comingSevenDays] = await Promise.all([
      this.daySales.salesOf(days),
      Promise.all(ORDER_STATUSES.map(async (status) => ({ status, orders: await this.orders.count({ status }) }))),
      this.customOrders.count({}),
      this.comingDays(at),
    ]);
    const salesByDay = new Map(days.map((day, index) => [day, sales[index]!]));
    const since = (from: string) => addSales(daysBetween(from, today).map((day) => salesByDay.get(day)!));
    const figures = (from: string, to: string, { orders, revenueCents }: DaySales): SalesFigures => ({
      from,
      to,
      orders,
      revenue: revenueCents / 100,
    });
    return {
      generatedAt: at.toISOString(),
      today,
      timeZone: this.config.SHOP_TIME_ZONE,
      sales: {
        today: figures(today, today, salesByDay.get(today)!),
        week: figures(starts.week, today, since(starts.week)),
        month: figures(starts.month, today, since(starts.month)),
      },
      lastSevenDays: daysBetween(starts.lastSeven, today).map((day) => figures(day, day, salesByDay.get(day)!)),
      byStatus,
      topProducts: {
        from: starts.top,
        to: today,
        products: topProducts(since(starts.top).products, TOP_PRODUCTS_COUNT),
      },
      customOrders: { open },
      comingSevenDays,
    };
  }

  /**
   * Pickup's calendar, since a date takes orders as long as pickup does: delivery needs a day's
   * notice (ADR 13) and would call today "too late" all day; capacity is the date's, shared.
   */
  private async comingDays(at: Date): Promise<DayLoad[]> {
    const { days } = await this.schedule.calendar({ mode: 'pickup', at: at.toISOString() });
    return days.slice(0, COMING_DAYS).map(({ date, booked, capacity, available, reason }) => ({
      date,
      booked,
      capacity,
      available,
      ...(reason && { reason }),
    }));
  }
}
