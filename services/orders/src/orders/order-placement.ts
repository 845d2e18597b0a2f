import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_PATTERNS,
  ORDERS_EVENTS,
  type Order,
  type OrderPlacedEvent,
  type PlaceOrderDto,
  type PriceQuote,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  keyedFields,
  replayed,
  type Collection,
  type DocumentStore,
} from '@flowershop/common/persistence';
import { ServiceCallError, ServiceClients } from '@flowershop/common/transport';
import type { Fulfilment } from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import { FulfilmentScheduler } from '../fulfilment/fulfilment-scheduler.js';
import { DaySalesCache } from '../stats/day-sales-cache.js';
import { newOrderNumber } from './order-number.js';
import { priceOrder, refuseUnseenTotal, type PricedOrder } from './order-pricing.js';
import { ORDERS, toOrder, type OrderRecord } from './order-record.js';
import { OrderStatusLinks } from './status-link/order-status-links.js';

/** A random order number is practically never taken twice. */
const ORDER_NUMBER_TRIES = 5;

/** Prices from the catalogue only (the shopper's are never read); a retried Idempotency-Key gets the same order. */
@Injectable()
export class OrderPlacement {
  private readonly orders: Collection<OrderRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
    private readonly clients: ServiceClients,
    private readonly daySales: DaySalesCache,
    private readonly schedule: FulfilmentScheduler,
    private readonly statusLinks: OrderStatusLinks,
    private readonly config: OrdersConfig,
  ) {
    this.orders = store.collection<OrderRecord>(ORDERS);
  }

  async place(request: PlaceOrderDto): Promise<Order> {
    // Keyed per customer; the print is of the whole form (card message too), not of the total shown.
    // A retry is answered before anything is priced or booked.
    const { customerEmail, idempotencyKey, shownTotal: _shown, ...asked } = request;
    const { _id, requestFingerprint } = keyedFields(`order:${customerEmail}`, idempotencyKey, asked);
    if (requestFingerprint) {
      const earlier = await this.orders.findById(_id);
      if (earlier) return toOrder(replayed(earlier, requestFingerprint));
    }

    const { priced, fulfilment } = await this.priceAndBook(request);
    // The card message is kept only when there is one (the DTO made a blank one absent).
    const { cardMessage, ...address } = request.form;
    const form = { ...address, address2: address.address2 ?? '', ...(cardMessage && { cardMessage }) };
    const now = new Date();
    for (let attempt = 0; attempt < ORDER_NUMBER_TRIES; attempt += 1) {
      const order: Order = {
        _id,
        orderId: newOrderNumber(now, this.config.SHOP_TIME_ZONE),
        status: 'Pending',
        delivery: request.delivery,
        fulfilment,
        ...priced,
        form,
        userEmail: customerEmail,
        createdAt: now.toISOString(),
      };
      const payload: OrderPlacedEvent = { ...order, ...this.statusLinks.forEvent(_id, now) };
      try {
        const record: OrderRecord = { ...order, ...(requestFingerprint && { requestFingerprint }) };
        const stored = await this.outbox.insert(ORDERS, record, [{ type: ORDERS_EVENTS.orderPlaced, payload }]);
        await this.daySales.invalidate(stored.createdAt);
        return toOrder(stored);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) {
          await this.releaseUnlessWritten(_id, { fulfilment, userEmail: customerEmail });
          throw error;
        }
        // Either a concurrent retry with the same key stored it first, or the order number was taken.
        const earlier = requestFingerprint ? await this.orders.findById(_id) : null;
        if (earlier) {
          await this.schedule.release({ fulfilment, userEmail: customerEmail }); // the earlier placement holds its own
          return toOrder(replayed(earlier, requestFingerprint));
        }
      }
    }
    await this.schedule.release({ fulfilment, userEmail: customerEmail });
    throw new ServiceError('ORDERS.NUMBER_TAKEN', 'Could not give the order a number; please try again', 503);
  }

  /** Two independent round trips side by side; the place is taken before the order is written (ADR 13). */
  private async priceAndBook(request: PlaceOrderDto): Promise<{ priced: PricedOrder; fulfilment: Fulfilment }> {
    const [quoted, booked] = await Promise.allSettled([
      this.quote(request),
      this.schedule.book(request.delivery, request.fulfilment, request.customerEmail),
    ]);
    try {
      if (quoted.status === 'rejected') throw quoted.reason; // a refused cart is the answer even if the date is full
      if (booked.status === 'rejected') throw booked.reason;
      const priced = priceOrder(request.items, quoted.value, request.delivery);
      refuseUnseenTotal(priced, request.shownTotal);
      return { priced, fulfilment: booked.value };
    } catch (error) {
      // A release that fails leaves the place taken: safer than an overbooked date (ADR 13).
      if (booked.status === 'fulfilled')
        await this.schedule
          .release({ fulfilment: booked.value, userEmail: request.customerEmail })
          .catch(() => undefined);
      throw error;
    }
  }

  /** Unless the failure came after the write: a place left taken is safer than an overbooked date. */
  private async releaseUnlessWritten(id: string, booked: Pick<Order, 'fulfilment' | 'userEmail'>): Promise<void> {
    try {
      if (!(await this.orders.findById(id))) await this.schedule.release(booked);
    } catch {
      // The store is unreachable: the place stays taken (ADR 13).
    }
  }

  /** A product or sheet the catalogue does not sell is the shopper's mistake (400). */
  private async quote({ items }: PlaceOrderDto): Promise<PriceQuote> {
    try {
      return await this.clients.send<PriceQuote>('catalog', CATALOG_PATTERNS.pricing.quote, {
        items: items.map(({ kind, productId, sheetId }) => ({ ...(kind && { kind }), productId, sheetId })),
      });
    } catch (error) {
      if (!(error instanceof ServiceCallError)) throw error;
      if (error.status === 400 || error.status === 404) {
        throw ServiceError.badRequest('ORDERS', `The cart cannot be ordered: ${error.message}`);
      }
      throw new ServiceError(error.code, error.message, error.status, error.extras);
    }
  }
}
