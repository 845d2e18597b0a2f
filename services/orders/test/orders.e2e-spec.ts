import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import {
  ORDERS_EVENTS,
  ORDERS_PATTERNS,
  PRICE_QUOTE_MAX_ITEMS,
  type Order,
  type OrderPage,
  type OrderStatusChangedEvent,
  type PlaceOrderDto,
} from '@flowershop/common/contracts';
import { PENDING_EVENTS_FIELD } from '@flowershop/common/events';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentStore } from '@flowershop/common/persistence';
import { rejectsWith, setupsUnderTest, waitFor } from '@flowershop/common/testing';
import { ORDERS, type OrderRecord } from '../src/orders/order-record.js';
import { ADDRESS, useOrdersUnderTest } from './support/orders-under-test.js';

const orders = ORDERS_PATTERNS.orders;
const PRODUCTS = {
  box1: { kind: 'box', name: 'Pink Box', price: 12 },
  rose: { kind: 'bouquet', name: 'Rose Dream', price: 30 },
} as const;

for (const setup of setupsUnderTest()) {
  describe(`orders handlers ${setup.title}`, { skip: setup.skip }, () => {
    const under = useOrdersUnderTest(setup, PRODUCTS, { EVENT_RETRY_DELAYS_MS: '100,200' });
    const { send } = under;
    const records = () => under.harness.app.get<DocumentStore>(DOCUMENT_STORE).collection<OrderRecord>(ORDERS);
    const received = (type: string) => under.messaging.calls.filter((envelope) => envelope.type === type);
    const place = (customerEmail: string, extra: Partial<PlaceOrderDto> = {}) =>
      send<Order>(orders.place, {
        customerEmail,
        form: ADDRESS,
        delivery: 'delivery',
        items: [
          { productId: 'box1', quantity: 2, sheetId: null },
          { kind: 'bouquet', productId: 'rose', quantity: 1, sheetId: 'cow' },
        ],
        ...extra,
      });

    it('prices an order from the catalogue and stores it with its event; the relay delivers it and empties the outbox', async () => {
      const order = await place(`ann-${randomUUID()}@example.test`);
      // Box $12 × 2 + bouquet $30 with the Cow sheet ($4) = 58; delivery makes it 68.
      assert.deepEqual([order.subtotal, order.deliveryFee, order.total], [58, 10, 68]);
      assert.match(order.orderId, /^BB-\d{8}-[A-Z0-9]{6}$/);
      assert.equal(order.status, 'Pending');
      assert.equal(PENDING_EVENTS_FIELD in order, false, 'answered without the outbox');

      const placed = await waitFor(
        () => received(ORDERS_EVENTS.orderPlaced).find((e) => (e.payload as Order)._id === order._id),
        'the orders.order.placed event at messaging',
      );
      // The order as stored, plus its status link's token (ADR 14), sealed (ADR 20).
      const { sealedStatusLinkToken, ...asStored } = placed.payload as Order & { sealedStatusLinkToken?: string };
      assert.deepEqual(asStored, order);
      assert.ok(sealedStatusLinkToken?.startsWith('sealed:v1:'));
      await waitFor(
        async () => (await records().findById(order._id))?.[PENDING_EVENTS_FIELD as keyof OrderRecord] === undefined,
        'the outbox emptied after the delivery',
      );
      assert.equal(await records().count({ [PENDING_EVENTS_FIELD]: { $exists: true } }), 0);
    });

    it('answers a retried placement (also concurrent ones) with the first order; the key with another cart is refused', async () => {
      const customer = `ben-${randomUUID()}@example.test`;
      const idempotencyKey = `key-${randomUUID()}`;
      const answers = await Promise.all([1, 2, 3].map(() => place(customer, { idempotencyKey })));
      assert.equal(new Set(answers.map((answer) => answer._id)).size, 1);
      assert.deepEqual(await place(customer, { idempotencyKey }), answers[0]);
      assert.equal(await records().count({ userEmail: customer }), 1);
      await rejectsWith(
        place(customer, { idempotencyKey, items: [{ productId: 'rose', quantity: 5, sheetId: null }] }),
        422,
        { code: 'IDEMPOTENCY_KEY_REUSED' },
      );
      await rejectsWith(place(customer, { items: [{ productId: 'gone', quantity: 1, sheetId: null }] }), 400);
      // The service keeps its contract whoever calls it: one line per product and sheet.
      const rose = { productId: 'rose', quantity: 99, sheetId: null };
      await assert.rejects(place(customer, { items: [rose, rose] }), (error: Error & { status?: number }) => {
        assert.equal(error.status, 400);
        assert.match(error.message, /cart lists the same product with the same sheet more than once/);
        return true;
      });
      for (const [items, problem] of [
        [[], /items must not be empty/],
        [
          Array.from({ length: PRICE_QUOTE_MAX_ITEMS + 1 }, (_, n) => ({ ...rose, productId: `p${n}` })),
          /items must have at most/,
        ],
      ] as const) {
        await assert.rejects(place(customer, { items: [...items] }), (error: Error & { status?: number }) => {
          assert.equal(error.status, 400);
          assert.match(error.message, problem);
          return true;
        });
      }
      assert.equal(await records().count({ userEmail: customer }), 1);
    });

    it("keeps order numbers unique (an index made at start) and lists a shopper's orders newest first", async () => {
      const customer = `cy-${randomUUID()}@example.test`;
      const placed: Order[] = [];
      for (let n = 0; n < 3; n += 1) {
        placed.push(await place(customer, { delivery: n === 1 ? 'pickup' : 'delivery' }));
        await sleep(5);
      }
      const [first] = placed;
      await assert.rejects(
        records().insert({ ...first, _id: `copy-${randomUUID()}`, orderId: first.orderId }),
        DuplicateKeyError,
      );
      const mine = await send<Order[]>(orders.listMine, { customerEmail: customer });
      assert.deepEqual(
        mine.map((order) => order._id),
        placed.map((order) => order._id).reverse(),
      );
      assert.deepEqual(mine[1], placed[1]);
      assert.deepEqual(
        await send<Order[]>(orders.listMine, { customerEmail: `nobody-${randomUUID()}@example.test` }),
        [],
      );
    });

    it("pages the admin's list newest first and searches any part of an order number in any case", async () => {
      const mark = await place(`dee-${randomUUID()}@example.test`);
      const all = await send<OrderPage>(orders.list, {});
      assert.equal(all.total, all.orders.length);
      assert.equal(all.orders[0]._id, mark._id, 'the newest first');
      const page = await send<OrderPage>(orders.list, { page: 2, size: 2 });
      assert.equal(page.total, all.total);
      assert.deepEqual(
        page.orders.map((order) => order._id),
        all.orders.slice(2, 4).map((order) => order._id),
      );

      const tail = mark.orderId.slice(-5).toLowerCase();
      const found = await send<OrderPage>(orders.list, { search: ` ${tail} ` });
      assert.deepEqual(
        found.orders.map((order) => order.orderId),
        [mark.orderId],
      );
      assert.equal(found.total, 1);
      assert.equal((await send<OrderPage>(orders.list, { search: 'bb-' })).total, all.total);
      // The text is matched as it is, never as a pattern.
      assert.equal((await send<OrderPage>(orders.list, { search: '.*' })).total, 0);
    });

    it('changes a status with one status-changed event; the same status again sends nothing', async () => {
      const order = await place(`eve-${randomUUID()}@example.test`);
      const shipped = await send<Order>(orders.changeStatus, { id: order._id, status: 'Shipped' });
      assert.equal(shipped.status, 'Shipped');
      assert.ok(shipped.updatedAt);
      assert.deepEqual(await send<Order>(orders.changeStatus, { id: order._id, status: 'Shipped' }), shipped);
      const changes = () =>
        received(ORDERS_EVENTS.orderStatusChanged)
          .map((e) => e.payload as OrderStatusChangedEvent)
          .filter((change) => change._id === order._id);
      const change = await waitFor(() => changes()[0], 'the status-changed event at messaging');
      assert.deepEqual([change.previousStatus, change.status, change.orderId], ['Pending', 'Shipped', order.orderId]);
      await waitFor(
        async () => (await records().findById(order._id))?.[PENDING_EVENTS_FIELD as keyof OrderRecord] === undefined,
        'the outbox emptied after the delivery',
      );
      await sleep(300);
      assert.equal(changes().length, 1, 'one event for one change');
      await rejectsWith(send(orders.changeStatus, { id: 'missing', status: 'Shipped' }), 404);
    });

    it('deletes an order once', async () => {
      const order = await place(`fay-${randomUUID()}@example.test`);
      assert.deepEqual(await send(orders.delete, { id: order._id }), { deleted: true });
      await rejectsWith(send(orders.delete, { id: order._id }), 404);
      assert.equal(await records().findById(order._id), null);
      const { orders: left } = await send<OrderPage>(orders.list, {});
      assert.ok(!left.some((each) => each._id === order._id));
    });
  });
}
