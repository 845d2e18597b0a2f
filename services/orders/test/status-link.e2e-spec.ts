import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  ORDERS_EVENTS,
  ORDERS_PATTERNS,
  signOrderStatusToken,
  STATUS_LINK_TOKEN_SEAL,
  type Order,
  type OrderPlacedEvent,
  type OrderStatusChangedEvent,
  type OrderStatusLinkToken,
  type OrderStatusView,
  type PlaceOrderDto,
} from '@flowershop/common/contracts';
import { loadConfig, SecretSeal } from '@flowershop/common/config';
import { rejectsWith, setupsUnderTest, TEST_SEAL_KEYS, waitFor } from '@flowershop/common/testing';
import { OrdersConfig } from '../src/config/orders.config.js';
import { OrderStatusLinks } from '../src/orders/status-link/order-status-links.js';
import { ADDRESS, useOrdersUnderTest } from './support/orders-under-test.js';

const orders = ORDERS_PATTERNS.orders;
const PRODUCTS = { rose: { kind: 'bouquet', name: 'Rose Dream', price: 30 } } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The token with one character changed (in the payload or in the signature). */
function altered(token: string, at: number): string {
  const swap = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swap}${token.slice(at + 1)}`;
}

for (const setup of setupsUnderTest()) {
  describe(`order status links ${setup.title}`, { skip: setup.skip }, () => {
    const under = useOrdersUnderTest(setup, PRODUCTS);
    const { send } = under;
    const byLink = (token: string) => send<OrderStatusView>(orders.statusByLink, { token });
    const links = () => under.harness.app.get(OrderStatusLinks);
    /** The event's payload with its token opened, as messaging opens it (ADR 20). */
    const eventFor = async <P extends { _id: string }>(type: string, id: string) => {
      const { payload } = await waitFor(
        () => under.messaging.calls.find((e) => e.type === type && (e.payload as P)._id === id),
        `${type} for ${id}`,
      );
      const { sealedStatusLinkToken, ...rest } = payload as P & OrderStatusLinkToken;
      assert.equal(rest.statusLinkToken, undefined, 'no token in clear');
      const statusLinkToken = new SecretSeal(TEST_SEAL_KEYS).open(STATUS_LINK_TOKEN_SEAL, sealedStatusLinkToken!);
      return { ...rest, statusLinkToken } as P & OrderStatusLinkToken;
    };
    const place = (customerEmail: string, extra: Partial<PlaceOrderDto> = {}) =>
      send<Order>(orders.place, {
        customerEmail,
        form: { ...ADDRESS, address2: 'Apt 4', cardMessage: 'Love, Ann' },
        delivery: 'delivery',
        items: [{ kind: 'bouquet', productId: 'rose', quantity: 2, sheetId: 'cow' }],
        ...extra,
      });

    it('the placed event carries a token that opens the order: no more than the e-mail shows', async () => {
      const order = await place(`ann-${randomUUID()}@example.test`);
      const { statusLinkToken, ...asStored } = await eventFor<OrderPlacedEvent>(ORDERS_EVENTS.orderPlaced, order._id);
      assert.deepEqual(asStored, order, 'the event is the order as stored, plus the token');
      assert.ok(statusLinkToken);
      const view = await byLink(statusLinkToken);
      assert.ok(order.fulfilment, 'booked on the earliest date when none was asked for');
      const { linkExpiresAt, ...rest } = view;
      assert.deepEqual(rest, {
        orderId: order.orderId,
        status: 'Pending',
        delivery: 'delivery',
        fulfilment: order.fulfilment,
        firstName: 'Ann',
        address: {
          address1: '12 Elm Street',
          address2: 'Apt 4',
          city: 'Maple Township',
          state: 'New Jersey',
          postalCode: '08001',
        },
        lines: [{ name: 'Rose Dream', quantity: 2, sheetName: 'Cow' }],
        total: order.total,
        createdAt: order.createdAt,
      });
      const days = (Date.parse(linkExpiresAt) - Date.now()) / DAY_MS;
      assert.ok(days > 29.9 && days <= 30, `works for 30 days: ${days}`);
      const shown = JSON.stringify(view);
      for (const secret of [order.userEmail, ADDRESS.email, ADDRESS.phone, ADDRESS.lastName, 'Love, Ann', order._id]) {
        assert.ok(!shown.includes(secret), `the view does not show ${secret}`);
      }

      const pickup = await place(`bo-${randomUUID()}@example.test`, { delivery: 'pickup' });
      const pickupToken = (await eventFor<OrderPlacedEvent>(ORDERS_EVENTS.orderPlaced, pickup._id)).statusLinkToken!;
      const pickupView = await byLink(pickupToken);
      assert.equal(pickupView.delivery, 'pickup');
      assert.equal(pickupView.address, undefined, 'no address for a pickup');
      assert.ok(pickupView.fulfilment?.window, 'a pickup has its window');
    });

    it('the status-changed event carries delivery, date, address lines and a fresh token showing the new status', async () => {
      const order = await place(`cy-${randomUUID()}@example.test`);
      await send(orders.changeStatus, { id: order._id, status: 'Shipped' });
      const change = await eventFor<OrderStatusChangedEvent>(ORDERS_EVENTS.orderStatusChanged, order._id);
      const { statusLinkToken, ...fields } = change;
      assert.deepEqual(fields, {
        _id: order._id,
        orderId: order.orderId,
        userEmail: order.userEmail,
        firstName: 'Ann',
        previousStatus: 'Pending',
        status: 'Shipped',
        delivery: 'delivery',
        fulfilment: order.fulfilment,
        address: {
          address1: '12 Elm Street',
          address2: 'Apt 4',
          city: 'Maple Township',
          state: 'New Jersey',
          postalCode: '08001',
        },
      });
      assert.equal((await byLink(statusLinkToken!)).status, 'Shipped');
    });

    it('refuses an altered or foreign token (404) and an expired one (410), each with a clear message', async () => {
      const order = await place(`dee-${randomUUID()}@example.test`);
      const token = (await eventFor<OrderPlacedEvent>(ORDERS_EVENTS.orderPlaced, order._id)).statusLinkToken!;
      // The payload's first and last characters, the signature's (its last 43) first and last.
      const signatureAt = token.length - 43;
      for (const at of [0, signatureAt - 2, signatureAt, token.length - 1]) {
        await rejectsWith(byLink(altered(token, at)), 404, { code: 'ORDERS.LINK_INVALID' });
      }
      await rejectsWith(byLink(token.slice(0, -1)), 404, { code: 'ORDERS.LINK_INVALID' });
      const foreign = signOrderStatusToken(
        'another-secret-another-secret-0123',
        order._id,
        new Date(Date.now() + DAY_MS),
      );
      await rejectsWith(byLink(foreign), 404, {
        message: 'This status link is not valid: check that the whole link from the e-mail was opened',
      });
      await rejectsWith(byLink('not a token'), 400);
      await rejectsWith(send(orders.statusByLink, { token: { $ne: null } }), 400);

      // Signed by the orders service 31 days ago: a genuine link whose 30 days are over.
      const expired = links().tokenFor(order._id, new Date(Date.now() - 31 * DAY_MS));
      await rejectsWith(byLink(expired), 410, {
        code: 'ORDERS.LINK_EXPIRED',
        message: 'This status link has expired: sign in to see your orders',
      });
      // A few seconds left still open it.
      const almost = signOrderStatusToken(links().secret, order._id, new Date(Date.now() + 10_000));
      assert.equal((await byLink(almost)).orderId, order.orderId);

      // A deleted order's genuine link says the order was removed, not that the link is wrong.
      await send(orders.delete, { id: order._id });
      await rejectsWith(byLink(token), 404, {
        code: 'ORDERS.ORDER_REMOVED',
        message: 'This order is no longer in our records: please call or write to us',
      });
    });

    it('links stay valid across a restart (the secret is kept, not made per process)', async () => {
      const order = await place(`eli-${randomUUID()}@example.test`);
      const token = (await eventFor<OrderPlacedEvent>(ORDERS_EVENTS.orderPlaced, order._id)).statusLinkToken!;
      await under.harness.restart();
      assert.equal((await byLink(token)).orderId, order.orderId);
    });
  });
}

describe('ORDER_LINK_SECRET', () => {
  it('is required off the embedded default, at least 32 characters, and the link term is 1–365 days', () => {
    const mongo = { DB_DRIVER: 'mongo', MONGO_URL: 'mongodb://127.0.0.1:1' };
    assert.throws(() => loadConfig(OrdersConfig, mongo), /ORDER_LINK_SECRET is required unless DB_DRIVER=embedded/);
    assert.throws(() => loadConfig(OrdersConfig, { ...mongo, ORDER_LINK_SECRET: 'short' }), /at least 32 characters/);
    const secrets = { ORDER_LINK_SECRET: 'x'.repeat(32), SEAL_KEYS: TEST_SEAL_KEYS };
    assert.equal(loadConfig(OrdersConfig, { ...mongo, ...secrets }).ORDER_LINK_TTL_DAYS, 30);
    assert.throws(
      () => loadConfig(OrdersConfig, { ORDER_LINK_TTL_DAYS: '0' }),
      /ORDER_LINK_TTL_DAYS must be a whole number/,
    );
    assert.equal(loadConfig(OrdersConfig, {}).ORDER_LINK_SECRET, undefined, 'embedded: the development secret');
  });
});
