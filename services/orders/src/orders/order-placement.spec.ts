import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CATALOG_PATTERNS,
  type FulfilmentSettingsDto,
  checkOrderStatusToken,
  ORDERS_EVENTS,
  PAPER_SHEETS,
  STATUS_LINK_TOKEN_SEAL,
  type OrderPlacedEvent,
  type PlaceOrderDto,
  type PriceQuote,
  type PriceQuoteItemDto,
  type ProductKind,
} from '@flowershop/common/contracts';
import { ServiceCallError, type ServiceClients } from '@flowershop/common/transport';
import { SecretSeal } from '@flowershop/common/config';
import { inMemoryStore, RecordingOutbox, SHOPPER_ADDRESS, TEST_SEAL_KEYS } from '@flowershop/common/testing';
import { addDays, shopDayOf } from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import { CUSTOMER_DAY_BOOKINGS, FULFILMENT_BOOKINGS, FulfilmentBookings } from '../fulfilment/fulfilment-bookings.js';
import { FulfilmentScheduler } from '../fulfilment/fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from '../fulfilment/fulfilment-settings-store.js';
import { DaySalesCache } from '../stats/day-sales-cache.js';
import { OrderPlacement } from './order-placement.js';
import { ORDERS } from './order-record.js';
import { OrderStatusLinks } from './status-link/order-status-links.js';

const ADDRESS = SHOPPER_ADDRESS;
const ANN = 'ann@example.test';
/** Dates the rules leave open whenever the spec runs (placement reads the real clock). */
const SOON = addDays(shopDayOf(new Date()), 5);
const LATER = addDays(SOON, 1);

/** The catalogue's prices today; the shopper sends none. */
const CATALOGUE: Record<string, { kind: ProductKind; name: string; price: number }> = {
  box1: { kind: 'box', name: 'Pink Box', price: 12 },
  rose: { kind: 'bouquet', name: 'Rose Dream', price: 30 },
  dime: { kind: 'box', name: 'Dime Box', price: 0.1 },
};

/** Stands in for the catalogue's price quote: answers from CATALOGUE, or fails as told. */
class FakeCatalogue {
  readonly asked: { service: string; pattern: string; payload: { items: PriceQuoteItemDto[] } }[] = [];
  failure?: Error;

  async send(service: string, pattern: string, payload: { items: PriceQuoteItemDto[] }): Promise<PriceQuote> {
    this.asked.push({ service, pattern, payload });
    if (this.failure) throw this.failure;
    return {
      items: payload.items.map(({ productId, sheetId }) => {
        const product = CATALOGUE[productId]!;
        const sheet = PAPER_SHEETS.find((entry) => entry.id === sheetId);
        return {
          kind: product.kind,
          productId,
          name: product.name,
          basePrice: product.price,
          sheet: sheet ? { ...sheet, image: `/api/images/sheets/${sheet.id}.webp` } : null,
          unitPrice: Math.round((product.price + (sheet?.price ?? 0)) * 100) / 100,
        };
      }),
    };
  }
}

const SECRET = 'a status link secret of at least 32 characters';

async function placementWith({ dailyCapacity = 40, perCustomerPerDay = 5 } = {}) {
  const store = inMemoryStore();
  const config = Object.assign(new OrdersConfig(), {
    ORDER_LINK_SECRET: SECRET,
    SEAL_KEYS: TEST_SEAL_KEYS,
    ORDERS_PER_CUSTOMER_PER_DAY: perCustomerPerDay,
  });
  const settings = new FulfilmentSettingsStore(store);
  await settings.update({ ...(await settings.get()), dailyCapacity } as FulfilmentSettingsDto);
  const catalogue = new FakeCatalogue();
  const outbox = new RecordingOutbox(store);
  const placement = new OrderPlacement(
    store,
    outbox,
    catalogue as unknown as ServiceClients,
    new DaySalesCache(store, config),
    new FulfilmentScheduler(settings, new FulfilmentBookings(store), config),
    new OrderStatusLinks(config),
    config,
  );
  const count = async (collection: string) => (await store.collection(collection).find()).length;
  const placesTaken = async () =>
    (await store.collection<{ _id: string; booked: number }>(FULFILMENT_BOOKINGS).find()).reduce(
      (sum, record) => sum + record.booked,
      0,
    );
  return { placement, catalogue, outbox, orders: () => count(ORDERS), placesTaken, store };
}

const request = (extra: Partial<PlaceOrderDto> = {}): PlaceOrderDto => ({
  customerEmail: ANN,
  form: ADDRESS,
  delivery: 'delivery',
  items: [
    { productId: 'box1', quantity: 2, sheetId: null },
    { kind: 'bouquet', productId: 'rose', quantity: 1, sheetId: 'cow' },
  ],
  ...extra,
});

describe('order placement: prices', () => {
  it("prices every line from the catalogue's quote, never from the shopper, and adds the delivery fee", async () => {
    const { placement, catalogue } = await placementWith();
    const order = await placement.place(request());
    assert.deepEqual(catalogue.asked, [
      {
        service: 'catalog',
        pattern: CATALOG_PATTERNS.pricing.quote,
        payload: {
          items: [
            { productId: 'box1', sheetId: null },
            { kind: 'bouquet', productId: 'rose', sheetId: 'cow' },
          ],
        },
      },
    ]);
    assert.deepEqual(
      order.cart.map(({ productId, quantity, basePrice, price, totalPrice, selectedSheet }) => ({
        productId,
        quantity,
        basePrice,
        price,
        totalPrice,
        selectedSheet,
      })),
      [
        { productId: 'box1', quantity: 2, basePrice: 12, price: 12, totalPrice: 12, selectedSheet: null },
        {
          productId: 'rose',
          quantity: 1,
          basePrice: 30,
          price: 34,
          totalPrice: 34,
          selectedSheet: { id: 'cow', name: 'Cow', price: 4 },
        },
      ],
    );
    assert.deepEqual([order.subtotal, order.deliveryFee, order.total], [58, 10, 68]);
    assert.equal(order.cart[1]!.name, 'Rose Dream');
  });

  it('charges no delivery fee for pickup, and adds cents exactly (3 × $0.10 is $0.30)', async () => {
    const { placement } = await placementWith();
    const order = await placement.place(
      request({ delivery: 'pickup', items: [{ productId: 'dime', quantity: 3, sheetId: null }] }),
    );
    assert.deepEqual([order.subtotal, order.deliveryFee, order.total], [0.3, 0, 0.3]);
  });

  it('refuses a total the checkout did not show with 409 and the current prices, storing nothing', async () => {
    const { placement, orders, placesTaken } = await placementWith();
    await assert.rejects(placement.place(request({ shownTotal: 67.99 })), (error: Error & Record<string, unknown>) => {
      assert.equal(error.code, 'ORDERS.PRICES_CHANGED');
      assert.equal(error.status, 409);
      assert.match(error.message, /the total is now \$68\.00, not \$67\.99/);
      const { details } = error.extras as { details: { total: number; cart: unknown[] } };
      assert.deepEqual([details.total, details.cart.length], [68, 2]);
      return true;
    });
    assert.equal(await orders(), 0);
    assert.equal(await placesTaken(), 0, "the date's place is given back");
    // The total shown to the cent is taken.
    assert.equal((await placement.place(request({ shownTotal: 68 }))).total, 68);
  });

  it("turns the catalogue's 404 into the shopper's 400, passes its outage on, and gives the place back", async () => {
    const { placement, catalogue, placesTaken } = await placementWith();
    catalogue.failure = new ServiceCallError('CATALOG.NOT_FOUND', 'Product not found: gone', 404);
    await assert.rejects(placement.place(request()), {
      code: 'ORDERS.VALIDATION',
      status: 400,
      message: 'The cart cannot be ordered: Product not found: gone',
    });
    catalogue.failure = new ServiceCallError('SERVICE_UNAVAILABLE', 'catalog is not answering', 503);
    await assert.rejects(placement.place(request()), { code: 'SERVICE_UNAVAILABLE', status: 503 });
    assert.equal(await placesTaken(), 0);
  });
});

describe('order placement: dates and limits', () => {
  it('books the date: the order carries it, and a full date is refused with nothing stored', async () => {
    const { placement, orders } = await placementWith({ dailyCapacity: 1 });
    const first = await placement.place(request({ fulfilment: { date: SOON } }));
    assert.deepEqual(first.fulfilment, { date: SOON });
    await assert.rejects(placement.place(request({ customerEmail: 'ben@example.test', fulfilment: { date: SOON } })), {
      code: 'ORDERS.DATE_FULL',
      status: 400,
    });
    assert.equal(await orders(), 1);
  });

  it("a cart the catalogue refuses is the answer even when the date is full too, and the date's count is untouched", async () => {
    const { placement, catalogue, placesTaken } = await placementWith({ dailyCapacity: 1 });
    await placement.place(request({ fulfilment: { date: SOON } }));
    catalogue.failure = new ServiceCallError('CATALOG.NOT_FOUND', 'Product not found: gone', 404);
    await assert.rejects(placement.place(request({ customerEmail: 'ben@example.test', fulfilment: { date: SOON } })), {
      code: 'ORDERS.VALIDATION',
    });
    assert.equal(await placesTaken(), 1);
  });

  it('stops one customer at ORDERS_PER_CUSTOMER_PER_DAY orders for one date; another date is fine', async () => {
    const { placement, orders, store } = await placementWith({ perCustomerPerDay: 2 });
    const onOneDate = request({ fulfilment: { date: SOON } });
    await placement.place(onOneDate);
    await placement.place(onOneDate);
    await assert.rejects(placement.place(onOneDate), { code: 'ORDERS.CUSTOMER_DAY_LIMIT', status: 400 });
    assert.equal(await orders(), 2);
    const held = await store
      .collection<{ _id: string; booked: number }>(CUSTOMER_DAY_BOOKINGS)
      .findById(`${SOON} ${ANN}`);
    assert.equal(held?.booked, 2);
    await placement.place(request({ fulfilment: { date: LATER } }));
  });
});

describe('order placement: the stored order and its event', () => {
  it('stores a Pending order with a shop-day number, and its placed event with a status link to it', async () => {
    const { placement, outbox, store } = await placementWith();
    const order = await placement.place(
      request({ form: { ...ADDRESS, address2: undefined, cardMessage: 'Happy birthday' } }),
    );
    assert.equal(order.status, 'Pending');
    assert.match(order.orderId, /^BB-\d{8}-[A-HJKMNP-Z2-9]{6}$/);
    assert.equal(order.userEmail, ANN);
    assert.equal(order.form.address2, '', 'an absent second address line is stored empty');
    assert.equal(order.form.cardMessage, 'Happy birthday');
    assert.deepEqual(await store.collection(ORDERS).findById(order._id), order);

    const placedEvents = outbox.payloads<OrderPlacedEvent>(ORDERS_EVENTS.orderPlaced);
    assert.equal(placedEvents.length, 1);
    const placed = placedEvents[0]!;
    assert.equal(placed._id, order._id);
    assert.equal(placed.total, order.total);
    assert.equal(placed.statusLinkToken, undefined, 'no token in clear');
    const token = new SecretSeal(TEST_SEAL_KEYS).open(STATUS_LINK_TOKEN_SEAL, placed.sealedStatusLinkToken!);
    const link = checkOrderStatusToken(SECRET, token);
    assert.ok(link.ok, JSON.stringify(link));
    assert.equal(link.orderId, order._id);
    const days = (link.expiresAt.getTime() - Date.parse(order.createdAt)) / 86_400_000;
    assert.equal(Math.round(days), 30, 'good for ORDER_LINK_TTL_DAYS');
  });

  it('keeps no card message when there is none', async () => {
    const { placement } = await placementWith();
    const order = await placement.place(request());
    assert.equal('cardMessage' in order.form, false);
  });
});
