import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { addDays, shopDayOf, shopDayStart } from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import { ORDERS, type OrderRecord } from '../orders/order-record.js';
import { salesOf, type DaySales } from './day-sales.js';

/** The orders service's cache of each shop day's sales, one document per day (`_id` YYYY-MM-DD). */
export const DAY_SALES = 'order_day_sales';

/** Figures older than this are made again even if no write said so (a process that stopped between an order's write and its `invalidate`). */
export const DAY_SALES_TTL_MS = 5 * 60_000;

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
 * Each shop day's sales, made from that day's orders (an indexed createdAt range) and kept until
 * an order of the day changes. Never counted up or down: figures are always made again from the
 * orders themselves, so a retried placement, a delete or a status change cannot make them wrong.
 *
 * The writer stores its order, then `invalidate`s the day (raises `version`). A reader reads the
 * day's document, makes the figures, and stores them only if `version` is still the one it read:
 * a write that lands while it counts makes the store miss, or marks the stored figures stale.
 */
@Injectable()
export class DaySalesCache implements OnModuleInit {
  private readonly logger = new Logger('DaySales');
  private readonly orders: Collection<OrderRecord>;
  private readonly days: Collection<DaySalesRecord>;
  /** Per day, the raise of its version under way and the one queued behind it (see `raise`). */
  private readonly raises = new Map<string, { running: Promise<void>; queued?: Promise<void> }>();
  /** The shop's configured zone: its midnights cut the days. */
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

  /**
   * Marks the day of an order that was just placed, changed or deleted as stale. Never throws:
   * the order is stored already, and stale figures are made again within DAY_SALES_TTL_MS anyway.
   */
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

  /** Makes a day's figures from its orders and keeps them, unless an order of the day changed meanwhile. */
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

  /**
   * Raises the day's version once for every order written before this call. A raise already
   * under way may have been sent before the caller's order was written, so the caller waits for
   * the next one; every caller that arrives meanwhile shares that next raise. Under a burst of
   * orders this is one write per round trip instead of one per order, with the same promise: when
   * `invalidate` returns, the version was raised after the order was stored.
   */
  private raise(day: string): Promise<void> {
    const entry = this.raises.get(day);
    if (!entry) return this.startRaise(day);
    entry.queued ??= entry.running.then(
      () => this.startRaise(day),
      () => this.startRaise(day),
    );
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
    if (await this.days.updateOne({ _id }, { $inc: { version: 1 } })) return;
    try {
      // No figures yet: leave a stale marker, so a reader counting right now cannot keep its count.
      await this.days.insert({ _id, version: 1 });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.days.updateOne({ _id }, { $inc: { version: 1 } }); // a reader stored its count first
    }
  }
}

function pick({ orders, revenueCents, products }: DaySales): DaySales {
  return { orders, revenueCents, products };
}
