import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Order, OrderLine, OrderStatus } from '@flowershop/common/contracts';
import { inMemoryStore } from '@flowershop/common/testing';
import { OrdersConfig } from '../config/orders.config.js';
import { FulfilmentBookings } from '../fulfilment/fulfilment-bookings.js';
import { FulfilmentScheduler } from '../fulfilment/fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from '../fulfilment/fulfilment-settings-store.js';
import { ORDERS, type OrderRecord } from '../orders/order-record.js';
import { DaySalesCache } from './day-sales-cache.js';
import { salesOf, topProducts } from './day-sales.js';
import { OrdersDashboardDesk } from './orders-dashboard.js';

const line = (productId: string, name: string, quantity: number): OrderLine => ({
  kind: 'bouquet',
  productId,
  name,
  quantity,
  basePrice: 10,
  totalPrice: 10,
  price: 10,
  selectedSheet: null,
});

let serial = 0;
function order(createdAt: string, total: number, status: OrderStatus = 'Pending', cart = [line('rose', 'Rose', 1)]) {
  serial += 1;
  return {
    _id: `o${serial}`,
    orderId: `BB-${serial}`,
    status,
    delivery: 'pickup',
    cart,
    subtotal: total,
    deliveryFee: 0,
    total,
    form: { firstName: 'Ann' },
    userEmail: 'ann@example.test',
    createdAt,
  } as Order;
}

describe("a day's sales", () => {
  it('count orders that are not cancelled, in whole cents (0.10 + 0.20 is 30 cents), and units per product', () => {
    const sales = salesOf([
      order('2026-12-10T15:00:00Z', 0.1, 'Pending', [line('rose', 'Rose', 2), line('tulip', 'Tulip', 1)]),
      order('2026-12-10T16:00:00Z', 0.2, 'Delivered', [line('rose', 'Rose Dream', 3)]),
      order('2026-12-10T17:00:00Z', 500, 'Cancelled', [line('tulip', 'Tulip', 9)]),
    ]);
    assert.deepEqual(sales, {
      orders: 2,
      revenueCents: 30,
      products: [
        { kind: 'bouquet', productId: 'rose', name: 'Rose Dream', quantity: 5 },
        { kind: 'bouquet', productId: 'tulip', name: 'Tulip', quantity: 1 },
      ],
    });
  });

  it('rank the top products by units, ties by name, and keep the first `count`', () => {
    const products = [
      { kind: 'box' as const, productId: 'c', name: 'Cosy Box', quantity: 2 },
      { kind: 'box' as const, productId: 'a', name: 'Amber Box', quantity: 2 },
      { kind: 'box' as const, productId: 'b', name: 'Big Box', quantity: 7 },
    ];
    assert.deepEqual(
      topProducts(products, 2).map((product) => product.productId),
      ['b', 'a'],
    );
  });
});

describe('the orders dashboard', () => {
  /** Thursday 10 December 2026, noon in New Jersey. */
  const AT = new Date('2026-12-10T17:00:00Z');

  async function dashboardWith(orders: Order[]) {
    const store = inMemoryStore();
    for (const each of orders) await store.collection<OrderRecord>(ORDERS).insert(each);
    const config = new OrdersConfig();
    const daySales = new DaySalesCache(store, config);
    const bookings = new FulfilmentBookings(store);
    const scheduler = new FulfilmentScheduler(new FulfilmentSettingsStore(store), bookings, config);
    return { desk: new OrdersDashboardDesk(store, daySales, scheduler, config), daySales, bookings, store };
  }

  it("adds up today, the week from Monday and the month by the shop's days, not UTC's", async () => {
    const { desk } = await dashboardWith([
      order('2026-11-30T15:00:00Z', 1000), // last month
      order('2026-12-01T15:00:00Z', 100),
      order('2026-12-07T15:00:00Z', 20), // Monday
      order('2026-12-10T04:30:00Z', 3), // 23:30 on Wednesday the 9th in New Jersey
      order('2026-12-10T15:00:00Z', 0.5),
      order('2026-12-10T16:00:00Z', 70, 'Cancelled'),
    ]);
    const figures = await desk.figures(AT);
    assert.equal(figures.today, '2026-12-10');
    assert.deepEqual(figures.sales, {
      today: { from: '2026-12-10', to: '2026-12-10', orders: 1, revenue: 0.5 },
      week: { from: '2026-12-07', to: '2026-12-10', orders: 3, revenue: 23.5 },
      month: { from: '2026-12-01', to: '2026-12-10', orders: 4, revenue: 123.5 },
    });
    assert.deepEqual(
      figures.lastSevenDays.map(({ from, orders }) => [from, orders]),
      [
        ['2026-12-04', 0],
        ['2026-12-05', 0],
        ['2026-12-06', 0],
        ['2026-12-07', 1],
        ['2026-12-08', 0],
        ['2026-12-09', 1],
        ['2026-12-10', 1],
      ],
    );
    assert.deepEqual(figures.byStatus, [
      { status: 'Pending', orders: 5 },
      { status: 'Processing', orders: 0 },
      { status: 'Shipped', orders: 0 },
      { status: 'Delivered', orders: 0 },
      { status: 'Cancelled', orders: 1 },
    ]);
    assert.deepEqual(figures.topProducts.products, [{ kind: 'bouquet', productId: 'rose', name: 'Rose', quantity: 5 }]);
  });

  it("shows the coming days' places taken against capacity, today first", async () => {
    const { desk, bookings } = await dashboardWith([]);
    await bookings.book('2026-12-11', 40);
    await bookings.book('2026-12-11', 40);
    const { comingSevenDays } = await desk.figures(AT);
    assert.equal(comingSevenDays.length, 7);
    assert.deepEqual(comingSevenDays.slice(0, 2), [
      { date: '2026-12-10', booked: 0, capacity: 40, available: true },
      { date: '2026-12-11', booked: 2, capacity: 40, available: true },
    ]);
  });

  it("keeps a day's figures until an order of the day changes, then makes them again from the orders", async () => {
    const { desk, daySales, store } = await dashboardWith([order('2026-12-10T15:00:00Z', 10)]);
    assert.equal((await desk.figures(AT)).sales.today.orders, 1);
    const late = order('2026-12-10T16:30:00Z', 5);
    await store.collection<OrderRecord>(ORDERS).insert(late);
    assert.equal((await desk.figures(AT)).sales.today.orders, 1, 'kept: no write said the day changed');
    await daySales.invalidate(late.createdAt);
    assert.deepEqual((await desk.figures(AT)).sales.today, {
      from: '2026-12-10',
      to: '2026-12-10',
      orders: 2,
      revenue: 15,
    });
  });
});
