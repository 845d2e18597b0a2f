import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { addDays, shopDayOf, shopDayStart } from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import { ORDERS, type OrderRecord } from '../orders/order-record.js';
import { updateOrInsert } from '../update-or-insert.js';
import { salesOf, type DaySales } from './day-sales.js';

/** The orders service's cache of each shop day's sales, one document per day (`_id` YYYY-MM-DD). */
export const DAY_SALES = 'order_day_sales';

/** For a process that stopped between an order's write and its `invalidate`. */
const DAY_SALES_TTL_MS = 5 * 60_000;

export interface DaySalesRecord extends Partial<DaySales> {
  _id: string;
  /** Raised by every write to an order of the day. */
  version: number;
  /** The `version` the figures were made at: they are current only while the two are equal. */
  computedVersion?: number;
  computedAt?: string;
}

const isCurrent = (record: DaySalesRecord | undefined, now: number): record is DaySalesRecord & DaySales =>
  record !== undefined &&
  record.computedVersion === record.version &&
  record.computedAt !== undefined &&
  now - Date.parse(record.computedAt) < DAY_SALES_TTL_MS;

/**
 * Figures are always made again from the day's orders, never counted up or down, so retries cannot
 * skew them. A writer stores its order, then raises the day's `version`; a reader keeps its figures
 * only if `version` is still the one it read, so a write landing while it counts marks them stale.
 */
@Injectable()
export class DaySalesCache implements OnModuleInit {
  private readonly logger = new Logger('DaySales');
  private readonly orders: Collection<OrderRecord>;
  private readonly days: Collection<DaySalesRecord>;
  /** Per day, the raise of its version under way and the one queued behind it (see `raise`). */
  private readonly raises = new Map<string, { running: Promise<void>; queued?: Promise<void> }>();
  private readonly timeZone: string;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore, config: OrdersConfig) {
    this.orders = store.collection<OrderRecord>(ORDERS);
    this.days = store.collection<DaySalesRecord>(DAY_SALES);
    this.timeZone = config.SHOP_TIME_ZONE;
  }

  async onModuleInit(): Promise<void> {
    // The day ranges read through it (OrderDesk asks for it too, for its newest-first lists).
    await this.orders.ensureIndex('createdAt');
  }

  /** Never throws: the order is stored already, and stale figures are made again within DAY_SALES_TTL_MS. */
  async invalidate(createdAt: string): Promise<void> {
    const day = shopDayOf(new Date(createdAt), this.timeZone);
    try {
      await this.raise(day);
    } catch (error) {
      this.logger.warn(`Could not mark the sales of ${day} stale: ${(error as Error).message}`);
    }
  }

  /** The sales of each day asked for (days oldest first, none after today). */
  async salesOf(days: readonly string[]): Promise<DaySales[]> {
    if (days.length === 0) return [];
    const stored = await this.days.find({ _id: { $gte: days[0], $lte: days.at(-1) } });
    const byDay = new Map(stored.map((record) => [record._id, record]));
    const now = Date.now();
    return await Promise.all(
      days.map((day) => {
        const record = byDay.get(day);
        return isCurrent(record, now) ? pick(record) : this.recount(day, record);
      }),
    );
  }

  private async recount(day: string, record: DaySalesRecord | undefined): Promise<DaySales> {
    const from = shopDayStart(day, this.timeZone).toISOString();
    const to = shopDayStart(addDays(day, 1), this.timeZone).toISOString();
    const sales = salesOf(await this.orders.find({ createdAt: { $gte: from, $lt: to } }));
    const computedAt = new Date().toISOString();
    try {
      if (record) {
        await this.days.updateOne(
          { _id: day, version: record.version },
          { $set: { ...sales, computedVersion: record.version, computedAt } },
        );
      } else {
        await this.days.insert({ _id: day, version: 0, computedVersion: 0, computedAt, ...sales });
      }
    } catch (error) {
      // A writer marked the day first (the insert's duplicate key): the count is not kept, only answered.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    return sales;
  }

  /** A raise under way may predate the caller's order: wait for (and share) the next, one write per round trip. */
  private raise(day: string): Promise<void> {
    const entry = this.raises.get(day);
    if (!entry) return this.startRaise(day);
    const next = () => this.startRaise(day);
    entry.queued ??= entry.running.then(next, next);
    return entry.queued;
  }

  private startRaise(day: string): Promise<void> {
    const entry = this.raises.get(day) ?? { running: Promise.resolve() };
    entry.queued = undefined;
    entry.running = this.raiseVersion(day).finally(() => {
      if (!entry.queued) this.raises.delete(day);
    });
    this.raises.set(day, entry);
    return entry.running;
  }

  private async raiseVersion(_id: string): Promise<void> {
    // A day without figures gets a stale marker, so a reader counting right now cannot keep its count.
    await updateOrInsert(this.days, { _id }, { $inc: { version: 1 } }, { _id, version: 1 });
  }
}

function pick({ orders, revenueCents, products }: DaySales): DaySales {
  return { orders, revenueCents, products };
}
