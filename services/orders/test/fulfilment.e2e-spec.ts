import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  ORDERS_PATTERNS,
  type Order,
  type OrderPage,
  type PlaceOrderDto,
  type StoredFulfilmentSettings,
} from '@flowershop/common/contracts';
import { loadConfig } from '@flowershop/common/config';
import { EventOutbox } from '@flowershop/common/events';
import { DOCUMENT_STORE, type DocumentStore } from '@flowershop/common/persistence';
import {
  DEFAULT_FULFILMENT_SETTINGS,
  addDays,
  pickupWindowsFor,
  shopDayOf,
  weekdayOf,
  type AdminFulfilmentCalendar,
  type FulfilmentSettings,
} from '@flowershop/common/shop-rules';
import { rejectsWith, setupsUnderTest } from '@flowershop/common/testing';
import { OrdersConfig } from '../src/config/orders.config.js';
import { FULFILMENT_BOOKINGS, FulfilmentBookings, type BookingRecord } from '../src/fulfilment/fulfilment-bookings.js';
import { FulfilmentScheduler } from '../src/fulfilment/fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from '../src/fulfilment/fulfilment-settings-store.js';
import { ORDERS, type OrderRecord } from '../src/orders/order-record.js';
import { ADDRESS, useOrdersUnderTest } from './support/orders-under-test.js';

const { orders, fulfilment } = ORDERS_PATTERNS;
const PRODUCTS = { box1: { kind: 'box', name: 'Pink Box', price: 12 } } as const;
/** A date a few days ahead: never today, so the cutoff and the clock cannot touch it. */
const ahead = (days: number) => addDays(shopDayOf(new Date()), days);

for (const setup of setupsUnderTest()) {
  describe(`fulfilment dates and capacity ${setup.title}`, { skip: setup.skip }, () => {
    const under = useOrdersUnderTest(setup, PRODUCTS);
    const { send } = under;
    const store = () => under.harness.app.get<DocumentStore>(DOCUMENT_STORE);
    const records = () => store().collection<OrderRecord>(ORDERS);
    const bookedOn = async (date: string) =>
      (await store().collection<BookingRecord>(FULFILMENT_BOOKINGS).findById(date))?.booked ?? 0;
    const saveSettings = (changes: Partial<FulfilmentSettings>) =>
      send<StoredFulfilmentSettings>(fulfilment.settingsUpdate, { ...DEFAULT_FULFILMENT_SETTINGS, ...changes });
    const place = (customerEmail: string, extra: Partial<PlaceOrderDto> = {}) =>
      send<Order>(orders.place, {
        customerEmail,
        form: ADDRESS,
        delivery: 'delivery',
        items: [{ productId: 'box1', quantity: 1, sheetId: null }],
        ...extra,
      });
    const shopper = () => `fay-${randomUUID()}@example.test`;

    it('answers the default settings until some are saved; refuses settings that do not hold together and keeps the old ones', async () => {
      const initial = await send<StoredFulfilmentSettings>(fulfilment.settingsGet, {});
      assert.deepEqual(initial, DEFAULT_FULFILMENT_SETTINGS);
      const backwards = DEFAULT_FULFILMENT_SETTINGS.openingHours.map((hours, day) =>
        day === 1 ? { open: '20:00', close: '10:00' } : hours,
      );
      await rejectsWith(saveSettings({ openingHours: backwards }), 400, {
        message: 'openingHours: Monday must open before it closes',
      });
      await rejectsWith(saveSettings({ dailyCapacity: 0 }), 400);
      assert.deepEqual(await send(fulfilment.settingsGet, {}), initial);

      const saved = await saveSettings({ blackoutDates: [ahead(9), ahead(8)], closedWeekdays: [3, 0] });
      assert.deepEqual(
        [saved.blackoutDates, saved.closedWeekdays],
        [
          [ahead(8), ahead(9)],
          [0, 3],
        ],
        'kept sorted',
      );
      assert.ok(saved.updatedAt);
      assert.deepEqual(await send(fulfilment.settingsGet, {}), saved);
      await saveSettings({});
    });

    it('applies the rules in SHOP_TIME_ZONE (default America/New_York); an unknown zone stops start-up', async () => {
      assert.equal(loadConfig(OrdersConfig, {}).SHOP_TIME_ZONE, 'America/New_York');
      assert.throws(
        () => loadConfig(OrdersConfig, { SHOP_TIME_ZONE: 'Mars/Olympus_Mons' }),
        /SHOP_TIME_ZONE must be an IANA time zone name, like America\/New_York/,
      );
      const app = under.harness.app;
      const inTokyo = new FulfilmentScheduler(
        app.get(FulfilmentSettingsStore),
        app.get(FulfilmentBookings),
        loadConfig(OrdersConfig, { SHOP_TIME_ZONE: 'Asia/Tokyo' }),
      );
      // 2026-11-25T20:00Z: 15:00 on the 25th in New York (after the cutoff), 05:00 on the 26th in Tokyo.
      const at = '2026-11-25T20:00:00Z';
      const tokyo = await inTokyo.calendar({ mode: 'pickup', at });
      assert.deepEqual([tokyo.timeZone, tokyo.today, tokyo.days[0].available], ['Asia/Tokyo', '2026-11-26', true]);
      const newYork = await send<AdminFulfilmentCalendar>(fulfilment.calendar, { mode: 'pickup', at });
      assert.deepEqual(
        [newYork.timeZone, newYork.today, newYork.days[0].reason],
        ['America/New_York', '2026-11-25', 'too-soon'],
      );
    });

    it('takes places atomically on new and existing dates: never more than the capacity, never fewer', async () => {
      const bookings = under.harness.app.get(FulfilmentBookings);
      const race = (date: string, capacity: number) =>
        Promise.all(Array.from({ length: 20 }, () => bookings.book(date, capacity)));
      // Ten fresh dates each: the first places race to create the date's document.
      for (let n = 0; n < 10; n += 1) {
        const roomy = `2030-01-${String(n + 1).padStart(2, '0')}`;
        assert.equal((await race(roomy, 40)).filter(Boolean).length, 20, `${roomy}: every checkout got a place`);
        assert.equal(await bookedOn(roomy), 20);
        const tight = `2030-02-${String(n + 1).padStart(2, '0')}`;
        assert.equal((await race(tight, 5)).filter(Boolean).length, 5, `${tight}: exactly the capacity`);
        assert.equal(await bookedOn(tight), 5);
      }
      assert.equal(await bookings.book('2030-03-01', 0), false, 'capacity 0 takes none');
      await bookings.release('2030-02-01');
      assert.equal(await bookedOn('2030-02-01'), 4);
      for (let n = 0; n < 6; n += 1) await bookings.release('2030-03-02');
      assert.equal(await bookedOn('2030-03-02'), 0, 'never below zero');
    });

    it('stores the chosen date and window and books its place; a refused choice stores and books nothing', async () => {
      const date = ahead(3);
      const window = pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, date)[1];
      await saveSettings({ blackoutDates: [ahead(4)], closedWeekdays: [weekdayOf(ahead(5))] });
      const customer = shopper();
      const order = await place(customer, { delivery: 'pickup', fulfilment: { date, window } });
      assert.deepEqual(order.fulfilment, { date, window });
      assert.deepEqual((await records().findById(order._id))?.fulfilment, { date, window });
      assert.equal(await bookedOn(date), 1);

      const refused: [PlaceOrderDto['fulfilment'], string, 'pickup' | 'delivery'][] = [
        [{ date: ahead(4) }, 'is closed on', 'delivery'],
        [{ date: ahead(5) }, 'The shop is closed on', 'delivery'],
        [{ date: ahead(-1) }, 'has passed', 'delivery'],
        [{ date: ahead(60) }, 'at most 30 days ahead', 'delivery'],
        [{ date }, 'Please choose a pickup time window', 'pickup'],
        [{ date, window: { start: '09:00', end: '10:00' } }, 'is not a pickup window', 'pickup'],
        [{ date, window }, 'chosen only for pickup', 'delivery'],
      ];
      for (const [choice, words, delivery] of refused) {
        await assert.rejects(
          place(customer, { delivery, fulfilment: choice }),
          (error: Error & { status?: number }) => {
            assert.equal(error.status, 400);
            assert.ok(error.message.includes(words), `${JSON.stringify(choice)}: ${error.message}`);
            return true;
          },
        );
      }
      assert.equal(await records().count({ userEmail: customer }), 1);
      assert.deepEqual(
        await Promise.all([date, ahead(4), ahead(5), ahead(-1)].map(bookedOn)),
        [1, 0, 0, 0],
        'only the stored order holds a place',
      );
      await saveSettings({});
    });

    it('a cart the catalogue refuses holds no place: its date is booked beside the price quote and given back', async () => {
      const date = ahead(6);
      const customer = shopper();
      await assert.rejects(
        place(customer, { fulfilment: { date }, items: [{ productId: 'no-such-box', quantity: 1, sheetId: null }] }),
        (error: Error & { status?: number }) => error.status === 400,
      );
      assert.equal(await bookedOn(date), 0);
      assert.equal(await records().count({ userEmail: customer }), 0);
    });

    it('books the earliest available date (and pickup window) when a placement names none', async () => {
      const calendar = await send<AdminFulfilmentCalendar>(fulfilment.calendar, { mode: 'pickup' });
      const offered = calendar.days.filter((day) => day.available).map((day) => day.date);
      const order = await place(shopper(), { delivery: 'pickup' });
      assert.ok(order.fulfilment, 'the order has a date');
      // The first offered date, or the next one when the cutoff minute passed in between.
      assert.ok(offered.slice(0, 2).includes(order.fulfilment.date), order.fulfilment.date);
      const windows = calendar.days.find((day) => day.date === order.fulfilment!.date)!.windows;
      assert.ok(
        windows.some((w) => w.start === order.fulfilment!.window?.start && w.end === order.fulfilment!.window?.end),
      );
      const delivery = await place(shopper());
      assert.equal(delivery.fulfilment?.window, undefined);
    });

    it('never overbooks: 20 parallel placements for a date with 5 places store exactly 5', async () => {
      const date = ahead(6);
      await saveSettings({ capacityOverrides: [{ date, capacity: 5 }] });
      const answers = await Promise.allSettled(
        Array.from({ length: 20 }, () => place(shopper(), { fulfilment: { date } })),
      );
      const placed = answers.filter((answer) => answer.status === 'fulfilled');
      const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
      assert.equal(placed.length, 5);
      assert.equal(refused.length, 15);
      for (const error of refused) {
        assert.deepEqual([error.status, error.code], [400, 'ORDERS.DATE_FULL']);
        assert.match(error.message, /is fully booked; please choose another date$/);
      }
      assert.equal(await records().count({ 'fulfilment.date': date }), 5);
      assert.equal(await bookedOn(date), 5);
      const calendar = await send<AdminFulfilmentCalendar>(fulfilment.calendar, { mode: 'delivery' });
      assert.deepEqual(
        (({ available, reason, booked, capacity }) => ({ available, reason, booked, capacity }))(
          calendar.days.find((day) => day.date === date)!,
        ),
        { available: false, reason: 'full', booked: 5, capacity: 5 },
      );
      await saveSettings({});
    });

    it('one customer holds at most ORDERS_PER_CUSTOMER_PER_DAY (5) orders for a date, also racing; a cancel frees one', async () => {
      assert.equal(loadConfig(OrdersConfig, {}).ORDERS_PER_CUSTOMER_PER_DAY, 5);
      assert.throws(
        () => loadConfig(OrdersConfig, { ORDERS_PER_CUSTOMER_PER_DAY: '0' }),
        /ORDERS_PER_CUSTOMER_PER_DAY must be a whole number from 1 to 1000/,
      );
      const date = ahead(13);
      const customer = shopper();
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, () => place(customer, { fulfilment: { date } })),
      );
      const placed = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      assert.equal(placed.length, 5, 'exactly five of twelve racing placements');
      for (const answer of answers) {
        if (answer.status === 'fulfilled') continue;
        assert.deepEqual([answer.reason.status, answer.reason.code], [400, 'ORDERS.CUSTOMER_DAY_LIMIT']);
        assert.match(
          answer.reason.message,
          /^You already have 5 orders for .+, the most one customer can place for a day/,
        );
      }
      assert.equal(await records().count({ userEmail: customer }), 5);
      assert.equal(await bookedOn(date), 5, "the refused placements hold none of the shop's places");

      // Others still book that date; the customer still books other dates.
      await place(shopper(), { fulfilment: { date } });
      await place(customer, { fulfilment: { date: ahead(14) } });
      // Without a date, the earliest date the customer can still book.
      const earliest = await place(customer);
      await send(orders.changeStatus, { id: earliest._id, status: 'Cancelled' });

      await send(orders.changeStatus, { id: placed[0]!._id, status: 'Cancelled' });
      const again = await place(customer, { fulfilment: { date } });
      await rejectsWith(place(customer, { fulfilment: { date } }), 400, { code: 'ORDERS.CUSTOMER_DAY_LIMIT' });
      // Leaving Cancelled is the admin's call: not held back by the customer's limit.
      await send(orders.changeStatus, { id: placed[0]!._id, status: 'Pending' });
      await send(orders.delete, { id: placed[1]!._id });
      await send(orders.delete, { id: again._id });
      await place(customer, { fulfilment: { date } });
      await rejectsWith(place(customer, { fulfilment: { date } }), 400, { code: 'ORDERS.CUSTOMER_DAY_LIMIT' });
    });

    it('without a date, a customer at the limit on the earliest date gets the next one', async () => {
      const customer = shopper();
      const first = await place(customer);
      const earliest = first.fulfilment!.date;
      for (let n = 1; n < 5; n += 1) {
        const next = await place(customer, { fulfilment: { date: earliest } });
        assert.equal(next.fulfilment!.date, earliest);
      }
      const sixth = await place(customer);
      assert.ok(sixth.fulfilment!.date > earliest, `${sixth.fulfilment!.date} after ${earliest}`);
      assert.equal((await place(shopper())).fulfilment!.date, earliest, 'another customer still gets the earliest');
    });

    it('a cancel or a delete frees the place; leaving Cancelled books it again, or is refused (409) when the date is full', async () => {
      const date = ahead(7);
      await saveSettings({ capacityOverrides: [{ date, capacity: 2 }] });
      const first = await place(shopper(), { fulfilment: { date } });
      const second = await place(shopper(), { fulfilment: { date } });
      await rejectsWith(place(shopper(), { fulfilment: { date } }), 400, { code: 'ORDERS.DATE_FULL' });

      await send(orders.changeStatus, { id: first._id, status: 'Cancelled' });
      assert.equal(await bookedOn(date), 1);
      await send(orders.changeStatus, { id: first._id, status: 'Cancelled' });
      assert.equal(await bookedOn(date), 1, 'cancelling twice frees one place');
      const third = await place(shopper(), { fulfilment: { date } });
      assert.equal(await bookedOn(date), 2);

      await rejectsWith(send(orders.changeStatus, { id: first._id, status: 'Pending' }), 409, {
        code: 'ORDERS.DATE_FULL',
      });
      assert.equal((await records().findById(first._id))?.status, 'Cancelled');
      assert.equal(await bookedOn(date), 2);

      await send(orders.delete, { id: second._id });
      assert.equal(await bookedOn(date), 1, 'deleting a live order frees its place');
      const reopened = await send<Order>(orders.changeStatus, { id: first._id, status: 'Processing' });
      assert.equal(reopened.status, 'Processing');
      assert.equal(await bookedOn(date), 2);
      await send(orders.changeStatus, { id: third._id, status: 'Cancelled' });
      await send(orders.delete, { id: third._id });
      assert.equal(await bookedOn(date), 1, 'deleting a cancelled order frees nothing more');
      await saveSettings({});
    });

    it('a retried placement (same Idempotency-Key, also concurrent) books one place', async () => {
      const date = ahead(8);
      const customer = shopper();
      const idempotencyKey = `key-${randomUUID()}`;
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => place(customer, { idempotencyKey, fulfilment: { date } })),
      );
      assert.equal(new Set(answers.map((answer) => answer._id)).size, 1);
      await place(customer, { idempotencyKey, fulfilment: { date } });
      assert.equal(await bookedOn(date), 1);
      await rejectsWith(place(customer, { idempotencyKey, fulfilment: { date: ahead(9) } }), 422, {
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      assert.equal(await bookedOn(ahead(9)), 0);
    });

    it('gives the place back when the order write fails, and keeps it when the write landed before the failure', async () => {
      const date = ahead(12);
      const outbox = under.harness.app.get(EventOutbox);
      const insert = outbox.insert.bind(outbox);
      try {
        // The store refuses the order (a real failure, injected once at the outbox).
        outbox.insert = async () => {
          throw new Error('disk full');
        };
        await assert.rejects(place(shopper(), { fulfilment: { date } }));
        assert.equal(await bookedOn(date), 0, 'the failed write gave its place back');

        // The order is written, then the answer is lost: the place stays with the stored order.
        outbox.insert = async (...args: Parameters<typeof insert>) => {
          await insert(...args);
          throw new Error('connection reset after the write');
        };
        await assert.rejects(place(shopper(), { fulfilment: { date } }));
      } finally {
        outbox.insert = insert;
      }
      assert.equal(await records().count({ 'fulfilment.date': date }), 1);
      assert.equal(await bookedOn(date), 1, 'the stored order keeps its place');
    });

    it("lists a day's orders: deliveries first (oldest first), then pickups by window", async () => {
      const date = ahead(10);
      const [morning, noon] = pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, date);
      const late = await place(shopper(), { delivery: 'pickup', fulfilment: { date, window: noon } });
      const firstDelivery = await place(shopper(), { fulfilment: { date } });
      const early = await place(shopper(), { delivery: 'pickup', fulfilment: { date, window: morning } });
      const secondDelivery = await place(shopper(), { fulfilment: { date } });
      await place(shopper(), { fulfilment: { date: ahead(11) } });
      const day = await send<OrderPage>(orders.list, { date });
      assert.deepEqual(
        day.orders.map((order) => order._id),
        [firstDelivery, secondDelivery, early, late].map((order) => order._id),
      );
      assert.equal(day.total, 4);
      const page = await send<OrderPage>(orders.list, { date, page: 2, size: 3 });
      assert.deepEqual([page.orders.map((order) => order._id), page.total], [[late._id], 4]);
    });

    it('a date found full is passed over for the rest of that shop minute, and offered again from the next', async () => {
      await saveSettings({ dailyCapacity: 1 });
      const scheduler = under.harness.app.get(FulfilmentScheduler);
      // Far from today, so no other test's bookings or the real clock touch these dates.
      const minute = new Date('2031-03-04T14:00:10Z');
      const userEmail = shopper();
      const first = await scheduler.book('delivery', undefined, userEmail, minute);
      const second = await scheduler.book('delivery', undefined, userEmail, minute);
      assert.ok(second.date > first.date, `${second.date} after the full ${first.date}`);
      await scheduler.release({ fulfilment: first, userEmail }); // a cancel gives the first date's place back
      const sameMinute = await scheduler.book('delivery', undefined, userEmail, new Date('2031-03-04T14:00:50Z'));
      assert.ok(sameMinute.date > second.date, 'within the minute the open dates are not read again');
      const nextMinute = await scheduler.book('delivery', undefined, userEmail, new Date('2031-03-04T14:01:00Z'));
      assert.equal(nextMinute.date, first.date, 'the place given back is offered from the next minute');
      assert.deepEqual(await Promise.all([first, second, sameMinute].map(({ date }) => bookedOn(date))), [1, 1, 1]);
      for (const booked of [second, sameMinute, nextMinute]) await scheduler.release({ fulfilment: booked, userEmail });
      await saveSettings({});
    });

    it('placements without a date racing for the last places each get the next free date', async () => {
      await saveSettings({ dailyCapacity: 1 });
      const answers = await Promise.all(Array.from({ length: 6 }, () => place(shopper())));
      const dates = answers.map((order) => order.fulfilment!.date);
      assert.equal(new Set(dates).size, 6, `one order per date: ${dates.join(', ')}`);
      assert.deepEqual(await Promise.all(dates.map(bookedOn)), Array(6).fill(1));
      await saveSettings({});
    });
  });
}
