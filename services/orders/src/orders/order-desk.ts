import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ORDERS_EVENTS,
  pageWindow,
  type ChangeOrderStatusDto,
  type ListOrdersDto,
  type Order,
  type OrderPage,
  type OrderStatusChangedEvent,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import {
  DOCUMENT_STORE,
  escapeRegExp,
  type Collection,
  type DocumentStore,
  type Filter,
} from '@flowershop/common/persistence';
import { FulfilmentScheduler } from '../fulfilment/fulfilment-scheduler.js';
import { DaySalesCache } from '../stats/day-sales-cache.js';
import { ORDERS, toOrder, type OrderRecord } from './order-record.js';
import { OrderStatusLinks } from './status-link/order-status-links.js';
import { statusMailDetails } from './status-link/status-mail-details.js';

/** The id breaks ties so pages never overlap. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
/** A day's work: delivery orders first ('delivery' < 'pickup'), oldest first; pickups by window start. */
const DAY_ORDER = { delivery: 1, 'fulfilment.window.start': 1, createdAt: 1, _id: 1 } as const;
const ADMIN_ORDERS_PAGE_SIZE = 10; // SPEC §9
/** Tries at a status change that raced another change of the same order. */
const STATUS_CHANGE_TRIES = 5;

@Injectable()
export class OrderDesk implements OnModuleInit {
  private readonly orders: Collection<OrderRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
    private readonly daySales: DaySalesCache,
    private readonly schedule: FulfilmentScheduler,
    private readonly statusLinks: OrderStatusLinks,
  ) {
    this.orders = store.collection<OrderRecord>(ORDERS);
  }

  async onModuleInit(): Promise<void> {
    await this.orders.ensureIndex('orderId', { unique: true });
    await this.orders.ensureIndex('userEmail');
    await this.orders.ensureIndex('createdAt');
    await this.orders.ensureIndex('fulfilment.date');
  }

  /** The e-mail comes from the customer's token, never from a request body. */
  async listMine(customerEmail: string): Promise<Order[]> {
    const records = await this.orders.find({ userEmail: customerEmail }, { sort: NEWEST_FIRST });
    return records.map(toOrder);
  }

  /** `search` is any part of an orderId in any case; with `date`, that day's orders in the order of its work. */
  async list(query: ListOrdersDto): Promise<OrderPage> {
    const { search, date } = query;
    const text = search?.trim();
    const filter: Filter = {
      ...(text && { orderId: { $regex: new RegExp(escapeRegExp(text), 'i') } }),
      ...(date && { 'fulfilment.date': date }),
    };
    const [records, total] = await Promise.all([
      this.orders.find(filter, { sort: date ? DAY_ORDER : NEWEST_FIRST, ...pageWindow(query, ADMIN_ORDERS_PAGE_SIZE) }),
      this.orders.count(filter),
    ]);
    return { orders: records.map(toOrder), total };
  }

  /** Any status from any (SPEC §4); setting the one it has sends no event, so a repeat mails the shopper once. */
  async changeStatus({ id, status }: ChangeOrderStatusDto): Promise<Order> {
    for (let attempt = 0; attempt < STATUS_CHANGE_TRIES; attempt += 1) {
      const current = await this.orders.findById(id);
      if (!current) throw ServiceError.notFound('ORDERS', 'Order not found');
      const previousStatus = current.status ?? 'Pending';
      if (previousStatus === status) return toOrder(current);
      // Leaving Cancelled takes the date's place again (409 when it filled up meanwhile).
      const reopening = previousStatus === 'Cancelled';
      if (reopening) await this.schedule.rebook(current);
      const payload: OrderStatusChangedEvent = {
        _id: current._id,
        orderId: current.orderId,
        userEmail: current.userEmail,
        firstName: current.form?.firstName ?? '',
        previousStatus,
        status,
        ...statusMailDetails(current),
        ...this.statusLinks.forEvent(current._id),
      };
      // Only if nobody changed the status since it was read: the event must tell the truth.
      const updated = await this.outbox.update<OrderRecord>(
        ORDERS,
        { _id: id, status: current.status },
        { $set: { status, updatedAt: new Date().toISOString() } },
        [{ type: ORDERS_EVENTS.orderStatusChanged, payload }],
      );
      if (updated) {
        if (status === 'Cancelled') await this.schedule.release(current);
        await this.daySales.invalidate(updated.createdAt);
        return toOrder(updated);
      }
      if (reopening) await this.schedule.release(current); // raced: the next try books again
    }
    throw new ServiceError('ORDERS.BUSY', 'The order is being changed by someone else; try again', 409);
  }

  async delete(id: string): Promise<{ deleted: true }> {
    const deleted = await this.outbox.delete<OrderRecord>(ORDERS, id);
    if (!deleted) throw ServiceError.notFound('ORDERS', 'Order not found');
    if (deleted.status !== 'Cancelled') await this.schedule.release(deleted);
    await this.daySales.invalidate(deleted.createdAt);
    return { deleted: true };
  }
}
