import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  ORDERS_PATTERNS,
  type CustomOrder,
  type Order,
  type OrderLine,
  type OrdersDashboard,
  type PaperSheetId,
  type PlaceOrderDto,
} from '@flowershop/common/contracts';
import { DOCUMENT_STORE, type DocumentStore } from '@flowershop/common/persistence';
import {
  DEFAULT_FULFILMENT_SETTINGS,
  addDays,
  minutesOf,
  pickupWindowsFor,
  shopClockOf,
  shopDayOf,
  weekdayOf,
  type AdminFulfilmentCalendar,
  type FulfilmentSettings,
} from '@flowershop/common/shop-rules';
import { setupsUnderTest } from '@flowershop/common/testing';
import { ORDERS, type OrderRecord } from '../src/orders/order-record.js';
import { DAY_SALES, DaySalesCache } from '../src/stats/day-sales-cache.js';
import { ADDRESS, useOrdersUnderTest } from './support/orders-under-test.js';

const { orders, customOrders, stats, fulfilment } = ORDERS_PATTERNS;
const PRODUCTS = {
  box1: { kind: 'box', name: 'Pink Box', price: 12 },
  rose: { kind: 'bouquet', name: 'Rose Dream', price: 30 },
  star: { kind: 'keychain', name: 'Star Charm', price: 9.99 },
} as const;

const item = (productId: keyof typeof PRODUCTS, quantity: number, sheetId: PaperSheetId | null = null) => ({
  kind: PRODUCTS[productId].kind,
  productId,
  quantity,
  sheetId,
});

/** An order as stored, at a chosen moment and total (days the service never saw a write for). */
function storedOrder(
  createdAt: string,
  total: number,
  cart: Partial<OrderLine>[],
  status: Order['status'] = 'Pending',
): OrderRecord {
  const lines = cart.map((line) => ({
    kind: 'box' as const,
    productId: 'box1',
    name: 'Pink Box',
    quantity: 1,
    basePrice: total,
    totalPrice: total,
    price: total,
    selectedSheet: null,
    ...line,
  }));
  return {
    _id: randomUUID(),
    orderId: `BB-TEST-${randomUUID().slice(0, 8)}`,
    status,
    delivery: 'pickup' as const,
    cart: lines,
    subtotal: total,
    deliveryFee: 0,
    total,
    form: { ...ADDRESS, address2: '' },
    userEmail: 'stored@example.test',
    createdAt,
  };
}

const stateOf = ({ available, reason }: { available: boolean; reason?: string }) => ({ available, reason });

// The figures come from the store (nedb or MongoDB), whatever carries the calls: TCP only.
for (const setup of setupsUnderTest().filter(({ transport }) => transport === 'tcp')) {
  describe(`orders dashboard figures ${setup.title}`, { skip: setup.skip }, () => {
    const service = useOrdersUnderTest(setup, PRODUCTS);
    const { send } = service;
    const store = () => service.harness.app.get<DocumentStore>(DOCUMENT_STORE);
    const dashboard = (at?: string) => send<OrdersDashboard>(stats.dashboard, at ? { at } : {});
    const place = (items: PlaceOrderDto['items'], extra: Partial<PlaceOrderDto> = {}) =>
      send<Order>(orders.place, {
        customerEmail: `dash-${randomUUID()}@example.test`,
        form: ADDRESS,
        delivery: 'pickup',
        items,
        ...extra,
      });

    it('counts the orders placed today and their revenue in cents; cancelled and deleted orders are left out, a retry counts once', async () => {
      const empty = await dashboard();
      assert.deepEqual(empty.sales.today, { from: empty.today, to: empty.today, orders: 0, revenue: 0 });
      assert.equal(empty.timeZone, 'America/New_York');

      // Box $12 × 2 + Rose Dream $30 with the Cow sheet ($4) = 58, delivery +10 = 68.
      const big = await place([item('box1', 2), item('rose', 1, 'cow')], { delivery: 'delivery' });
      // 3 × $9.99 = 29.97, twice with one key: one order.
      const idempotencyKey = `dash-${randomUUID()}`;
      const customerEmail = `retry-${randomUUID()}@example.test`;
      const stars = await place([item('star', 3)], { idempotencyKey, customerEmail });
      assert.equal((await place([item('star', 3)], { idempotencyKey, customerEmail }))._id, stars._id);
      // 1 × $9.99 + delivery = 19.99.
      const one = await place([item('star', 1)], { delivery: 'delivery' });
      const cancelled = await place([item('box1', 5)]);
      const deleted = await place([item('rose', 9)]);
      assert.deepEqual([big.total, stars.total, one.total], [68, 29.97, 19.99]);
      await send(orders.changeStatus, { id: cancelled._id, status: 'Cancelled' });
      await send(orders.changeStatus, { id: one._id, status: 'Delivered' });
      await send(orders.delete, { id: deleted._id });

      const figures = await dashboard(one.createdAt);
      const expected = { from: figures.today, to: figures.today, orders: 3, revenue: 117.96 };
      // 68 + 29.97 + 19.99 added as dollars would be 117.96000000000001.
      assert.deepEqual(figures.sales.today, expected);
      assert.deepEqual(
        { orders: figures.sales.week.orders, revenue: figures.sales.week.revenue },
        { orders: 3, revenue: 117.96 },
      );
      assert.deepEqual(
        { orders: figures.sales.month.orders, revenue: figures.sales.month.revenue },
        { orders: 3, revenue: 117.96 },
      );
      assert.equal(figures.lastSevenDays.length, 7);
      assert.deepEqual(figures.lastSevenDays.at(-1), expected);
      assert.ok(figures.lastSevenDays.slice(0, 6).every((day) => day.orders === 0 && day.revenue === 0));
      assert.deepEqual(figures.byStatus, [
        { status: 'Pending', orders: 2 },
        { status: 'Processing', orders: 0 },
        { status: 'Shipped', orders: 0 },
        { status: 'Delivered', orders: 1 },
        { status: 'Cancelled', orders: 1 },
      ]);
      // The cancelled box × 5 and the deleted Rose Dream × 9 are not there.
      assert.deepEqual(figures.topProducts.products, [
        { kind: 'keychain', productId: 'star', name: 'Star Charm', quantity: 4 },
        { kind: 'box', productId: 'box1', name: 'Pink Box', quantity: 2 },
        { kind: 'bouquet', productId: 'rose', name: 'Rose Dream', quantity: 1 },
      ]);
      assert.equal(figures.customOrders.open, 0);

      // Back from Cancelled: the day's figures are made again.
      await send(orders.changeStatus, { id: cancelled._id, status: 'Processing' });
      const again = await dashboard(one.createdAt);
      assert.deepEqual(
        { orders: again.sales.today.orders, revenue: again.sales.today.revenue },
        { orders: 4, revenue: 177.96 },
      );
      assert.equal(again.topProducts.products[0]!.productId, 'box1');
      assert.equal(again.topProducts.products[0]!.quantity, 7);
    });

    it("answers the coming seven days' bookings against capacity from the orders placed for them; a cancel gives its place back; closed days and a holiday marked", async () => {
      const today = shopDayOf(new Date());
      const day = (count: number) => addDays(today, count);
      // Orders of the other tests (placed without a date) took the earliest date, which depends on
      // the hour (the same-day cutoff): counted on top, and day(2) keeps room for exactly two more.
      const before = new Map((await dashboard()).comingSevenDays.map(({ date, booked }) => [date, booked]));
      const booked = (count: number, placed: number) => before.get(day(count))! + placed;
      const settings: FulfilmentSettings = {
        ...DEFAULT_FULFILMENT_SETTINGS,
        dailyCapacity: 10,
        closedWeekdays: [weekdayOf(day(5))],
        blackoutDates: [day(4)],
        capacityOverrides: [{ date: day(2), capacity: booked(2, 2) }],
      };
      await send(fulfilment.settingsUpdate, settings);
      try {
        const window = pickupWindowsFor(settings, day(2))[0]!;
        // Pickups tomorrow (its last window): after the same-day cutoff, delivery's earliest is day(2).
        const tomorrow = { date: day(1), window: pickupWindowsFor(settings, day(1)).at(-1)! };
        await place([item('star', 1)], { fulfilment: tomorrow });
        await place([item('star', 1)], { fulfilment: tomorrow });
        await place([item('box1', 1)], { fulfilment: tomorrow });
        await place([item('box1', 1)], { fulfilment: { date: day(2), window } });
        await place([item('box1', 1)], { fulfilment: { date: day(2), window } });
        const cancelled = await place([item('star', 1)], { delivery: 'delivery', fulfilment: { date: day(3) } });
        const deleted = await place([item('star', 1)], { delivery: 'delivery', fulfilment: { date: day(3) } });
        await place([item('star', 1)], { delivery: 'delivery', fulfilment: { date: day(3) } });
        await send(orders.changeStatus, { id: cancelled._id, status: 'Cancelled' });
        await send(orders.delete, { id: deleted._id });

        const { comingSevenDays } = await dashboard();
        assert.deepEqual(
          comingSevenDays.map(({ date, booked, capacity, available, reason }) => ({
            date,
            booked,
            capacity,
            available,
            reason,
          })),
          [
            // Today may already be past the cutoff: its state is the calendar's, its figures are ours.
            { date: day(0), booked: booked(0, 0), capacity: 10, ...stateOf(comingSevenDays[0]!) },
            { date: day(1), booked: booked(1, 3), capacity: 10, available: true, reason: undefined },
            { date: day(2), booked: booked(2, 2), capacity: booked(2, 2), available: false, reason: 'full' },
            { date: day(3), booked: booked(3, 1), capacity: 10, available: true, reason: undefined },
            { date: day(4), booked: booked(4, 0), capacity: 10, available: false, reason: 'blackout' },
            { date: day(5), booked: booked(5, 0), capacity: 10, available: false, reason: 'closed' },
            { date: day(6), booked: booked(6, 0), capacity: 10, available: true, reason: undefined },
          ],
        );
        assert.ok(
          comingSevenDays[0]!.available || comingSevenDays[0]!.reason === 'too-soon',
          `today is open or past the cutoff: ${JSON.stringify(comingSevenDays[0])}`,
        );
      } finally {
        await send(fulfilment.settingsUpdate, DEFAULT_FULFILMENT_SETTINGS);
      }
    });

    it('today reads as open while pickup takes orders for it (delivery is never same-day)', async () => {
      const allDay = { open: '00:00', close: '23:59' };
      await send(fulfilment.settingsUpdate, {
        ...DEFAULT_FULFILMENT_SETTINGS,
        sameDayCutoff: '23:59',
        openingHours: Array.from({ length: 7 }, () => allDay),
      });
      try {
        const [{ comingSevenDays }, pickup] = await Promise.all([
          dashboard(),
          send<AdminFulfilmentCalendar>(fulfilment.calendar, { mode: 'pickup' }),
        ]);
        assert.deepEqual(stateOf(comingSevenDays[0]!), stateOf(pickup.days[0]!));
        // Today's last window (22:00-23:59) begins at 22:00 in the shop's zone: from then on no
        // window of today can be chosen, whatever the settings, and both read 'too-soon'.
        const today = pickup.days[0]!;
        const askedAt = shopClockOf(new Date(pickup.generatedAt), pickup.timeZone).minutes;
        const beforeLastWindow = askedAt < minutesOf(today.windows.at(-1)!.start);
        assert.equal(today.available, beforeLastWindow, `open today until 22:00: ${JSON.stringify(today)}`);
      } finally {
        await send(fulfilment.settingsUpdate, DEFAULT_FULFILMENT_SETTINGS);
      }
    });

    it('counts every custom order as open until the admin deletes it', async () => {
      const submit = () =>
        send<CustomOrder>(customOrders.submit, {
          request: { type: 'upload', name: 'Cy Young', email: 'cy@example.test', phone: '555-0100' },
        });
      const first = await submit();
      await submit();
      assert.equal((await dashboard()).customOrders.open, 2);
      await send(customOrders.delete, { id: first._id });
      assert.equal((await dashboard()).customOrders.open, 1);
    });

    it("cuts days, weeks and months at the shop's midnight (daylight saving too) and keeps each day's figures until an order of it changes", async () => {
      // Tuesday 12 March 2030, 10:00 in New Jersey. Clocks went forward on Sunday the 10th.
      const at = '2030-03-12T14:00:00.000Z';
      const records = store().collection<OrderRecord>(ORDERS);
      const rose = { kind: 'bouquet' as const, productId: 'rose', name: 'Rose Dream' };
      await Promise.all(
        [
          storedOrder('2030-03-12T04:00:00.000Z', 10.1, [{ quantity: 1 }]), // 00:00 EDT on the 12th: today
          storedOrder('2030-03-12T05:00:00.000Z', 500, [{ quantity: 50 }], 'Cancelled'), // today, cancelled
          storedOrder('2030-03-12T03:59:59.999Z', 20.2, [{ ...rose, quantity: 2 }]), // 23:59 on Monday the 11th
          storedOrder('2030-03-11T03:59:59.999Z', 0.1, [{ ...rose, quantity: 4 }]), // Sunday the 10th: last week
          storedOrder('2030-03-01T05:00:00.000Z', 0.3, [{ quantity: 1 }]), // 00:00 EST on 1 March
          storedOrder('2030-03-01T04:59:59.999Z', 0.2, [{ quantity: 1, name: 'Old Box Name' }]), // 28 February
          storedOrder('2030-02-10T17:00:00.000Z', 1, [{ ...rose, quantity: 99 }]), // before the last 30 days (11 February on)
        ].map((order) => records.insert(order)),
      );

      const figures = await dashboard(at);
      assert.equal(figures.today, '2030-03-12');
      assert.deepEqual(figures.sales, {
        today: { from: '2030-03-12', to: '2030-03-12', orders: 1, revenue: 10.1 },
        week: { from: '2030-03-11', to: '2030-03-12', orders: 2, revenue: 30.3 },
        month: { from: '2030-03-01', to: '2030-03-12', orders: 4, revenue: 30.7 },
      });
      assert.deepEqual(
        figures.lastSevenDays.map(({ from, orders: count, revenue }) => [from, count, revenue]),
        [
          ['2030-03-06', 0, 0],
          ['2030-03-07', 0, 0],
          ['2030-03-08', 0, 0],
          ['2030-03-09', 0, 0],
          ['2030-03-10', 1, 0.1],
          ['2030-03-11', 1, 20.2],
          ['2030-03-12', 1, 10.1],
        ],
      );
      assert.deepEqual(figures.topProducts, {
        from: '2030-02-11',
        to: '2030-03-12',
        products: [
          { ...rose, quantity: 6 },
          // Named as on its latest order; 28 February counts for the last 30 days.
          { kind: 'box', productId: 'box1', name: 'Pink Box', quantity: 3 },
        ],
      });

      // The day's figures are kept: an order stored behind the service's back is not seen...
      await records.insert(storedOrder('2030-03-12T15:00:00.000Z', 1, [{ quantity: 1 }]));
      assert.equal((await dashboard(at)).sales.today.orders, 1);
      assert.equal(
        await store()
          .collection(DAY_SALES)
          .count({ _id: { $gte: '2030-02-11', $lte: '2030-03-12' } }),
        30,
      );
      // ...until an order of that day is written through it (here: marked stale as a write does).
      await service.harness.app.get(DaySalesCache).invalidate('2030-03-12T15:00:00.000Z');
      assert.deepEqual((await dashboard(at)).sales.today, {
        from: '2030-03-12',
        to: '2030-03-12',
        orders: 2,
        revenue: 11.1,
      });
    });
  });

  describe(`orders dashboard in the configured SHOP_TIME_ZONE ${setup.title}`, { skip: setup.skip }, () => {
    const service = useOrdersUnderTest(setup, PRODUCTS, { SHOP_TIME_ZONE: 'Europe/London' });
    const dashboard = (at: string) => service.send<OrdersDashboard>(stats.dashboard, { at });

    it("counts sales in the shop's days, not New York's, the same days as the coming-days panel", async () => {
      // Monday 1 July 2030, 01:30 in London; still Sunday 30 June, 20:30, in New York.
      const at = '2030-07-01T00:30:00.000Z';
      const records = service.harness.app.get<DocumentStore>(DOCUMENT_STORE).collection<OrderRecord>(ORDERS);
      await records.insert(storedOrder('2030-07-01T00:10:00.000Z', 12, [{ quantity: 1 }])); // 01:10 on the 1st
      await records.insert(storedOrder('2030-06-30T22:59:59.999Z', 30, [{ quantity: 1 }])); // 23:59 on the 30th

      const figures = await dashboard(at);
      assert.deepEqual([figures.timeZone, figures.today], ['Europe/London', '2030-07-01']);
      assert.equal(figures.comingSevenDays[0]!.date, figures.today);
      const july = { from: '2030-07-01', to: '2030-07-01', orders: 1, revenue: 12 };
      assert.deepEqual(figures.sales, { today: july, week: july, month: july });
      assert.deepEqual(
        figures.lastSevenDays.slice(-2).map(({ from, orders: count }) => [from, count]),
        [
          ['2030-06-30', 1],
          ['2030-07-01', 1],
        ],
      );

      // A write marks the London day stale, not the New York one.
      const late = storedOrder('2030-07-01T00:20:00.000Z', 9, [{ quantity: 1 }]);
      await records.insert(late);
      await service.harness.app.get(DaySalesCache).invalidate(late.createdAt);
      assert.deepEqual((await dashboard(at)).sales.today, { ...july, orders: 2, revenue: 21 });
    });
  });
}
