import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FulfilmentSettingsDto } from '@flowershop/common/contracts';
import { inMemoryStore } from '@flowershop/common/testing';
import { DEFAULT_FULFILMENT_SETTINGS, type FulfilmentSettings } from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import {
  CUSTOMER_DAY_BOOKINGS,
  FULFILMENT_BOOKINGS,
  FulfilmentBookings,
  type BookingRecord,
} from './fulfilment-bookings.js';
import { FulfilmentScheduler } from './fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from './fulfilment-settings-store.js';

/** Tuesday 1 December 2026, 10:00 in New Jersey: before the same-day cut-off. */
const NOW = new Date('2026-12-01T15:00:00Z');
const TOMORROW = '2026-12-02';
const ANN = 'ann@example.test';
const BEN = 'ben@example.test';

async function schedulerWith(settings: Partial<FulfilmentSettings>, perCustomerPerDay = 2) {
  const store = inMemoryStore();
  const settingsStore = new FulfilmentSettingsStore(store);
  await settingsStore.update({ ...DEFAULT_FULFILMENT_SETTINGS, ...settings } as FulfilmentSettingsDto);
  const config = Object.assign(new OrdersConfig(), { ORDERS_PER_CUSTOMER_PER_DAY: perCustomerPerDay });
  const scheduler = new FulfilmentScheduler(settingsStore, new FulfilmentBookings(store), config);
  const booked = async (collection: string, id: string) =>
    (await store.collection<BookingRecord>(collection).findById(id))?.booked ?? 0;
  return {
    scheduler,
    /** Places taken on a date, for the shop. */
    dateCount: (date: string) => booked(FULFILMENT_BOOKINGS, date),
    /** Places one customer holds on a date. */
    customerCount: (date: string, customer: string) => booked(CUSTOMER_DAY_BOOKINGS, `${date} ${customer}`),
  };
}

describe('fulfilment scheduling: the date a placement books', () => {
  it('books the date asked for until its capacity is reached, then refuses with ORDERS.DATE_FULL', async () => {
    const { scheduler, dateCount, customerCount } = await schedulerWith({ dailyCapacity: 2 }, 5);
    const chosen = { date: TOMORROW };
    assert.deepEqual(await scheduler.book('delivery', chosen, ANN, NOW), chosen);
    assert.deepEqual(await scheduler.book('delivery', chosen, BEN, NOW), chosen);
    await assert.rejects(scheduler.book('delivery', chosen, 'cy@example.test', NOW), {
      code: 'ORDERS.DATE_FULL',
      status: 400,
      message: 'Wednesday, December 2, 2026 is fully booked; please choose another date',
    });
    assert.equal(await dateCount(TOMORROW), 2, 'never past the capacity');
    assert.equal(await customerCount(TOMORROW, 'cy@example.test'), 0, "the refused customer's place is given back");
  });

  it("a date's capacity override counts instead of the daily capacity", async () => {
    const { scheduler } = await schedulerWith({
      dailyCapacity: 5,
      capacityOverrides: [{ date: TOMORROW, capacity: 1 }],
    });
    await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW);
    await assert.rejects(scheduler.book('delivery', { date: TOMORROW }, BEN, NOW), { code: 'ORDERS.DATE_FULL' });
    assert.deepEqual(await scheduler.book('delivery', { date: '2026-12-03' }, BEN, NOW), { date: '2026-12-03' });
  });

  it('lets one customer hold ORDERS_PER_CUSTOMER_PER_DAY orders of a date, without taking a place for the refused one', async () => {
    const { scheduler, dateCount } = await schedulerWith({ dailyCapacity: 10 }, 2);
    await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW);
    await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW);
    await assert.rejects(scheduler.book('delivery', { date: TOMORROW }, ANN, NOW), {
      code: 'ORDERS.CUSTOMER_DAY_LIMIT',
      status: 400,
      message:
        'You already have 2 orders for Wednesday, December 2, 2026, the most one customer can place for a day; please choose another date, or contact the shop',
    });
    assert.equal(await dateCount(TOMORROW), 2);
    assert.deepEqual(
      await scheduler.book('delivery', { date: TOMORROW }, BEN, NOW),
      { date: TOMORROW },
      'others still can',
    );
  });

  it('refuses a date the rules close (a blackout, a closed weekday, today for delivery) and books nothing', async () => {
    const { scheduler, dateCount } = await schedulerWith({ blackoutDates: [TOMORROW], closedWeekdays: [4] });
    await assert.rejects(scheduler.book('delivery', { date: TOMORROW }, ANN, NOW), {
      code: 'ORDERS.VALIDATION',
      status: 400,
    });
    await assert.rejects(scheduler.book('delivery', { date: '2026-12-03' }, ANN, NOW), { code: 'ORDERS.VALIDATION' });
    await assert.rejects(scheduler.book('delivery', { date: '2026-12-01' }, ANN, NOW), { code: 'ORDERS.VALIDATION' });
    for (const date of [TOMORROW, '2026-12-03', '2026-12-01']) assert.equal(await dateCount(date), 0, date);
  });

  it('without a chosen date, books the earliest open one: past closed and full dates, and the customer’s own limit', async () => {
    const { scheduler } = await schedulerWith({ dailyCapacity: 2, closedWeekdays: [4] }, 1);
    // Delivery needs a day's notice: tomorrow first.
    assert.deepEqual(await scheduler.book('delivery', undefined, ANN, NOW), { date: TOMORROW });
    // Ann holds her one order of the 2nd and Thursday the 3rd is closed: Friday.
    assert.deepEqual(await scheduler.book('delivery', undefined, ANN, NOW), { date: '2026-12-04' });
    assert.deepEqual(await scheduler.book('delivery', undefined, BEN, NOW), { date: TOMORROW }, 'its last place');
    assert.deepEqual(await scheduler.book('delivery', undefined, 'cy@example.test', NOW), { date: '2026-12-04' });
  });

  it('gives pickup today, in the first window that has not begun (10:00–12:00 has, at 10:00)', async () => {
    const { scheduler } = await schedulerWith({});
    assert.deepEqual(await scheduler.book('pickup', undefined, ANN, NOW), {
      date: '2026-12-01',
      window: { start: '12:00', end: '14:00' },
    });
  });

  it('lets exactly `capacity` of many racing placements through', async () => {
    const { scheduler, dateCount } = await schedulerWith({ dailyCapacity: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => scheduler.book('delivery', { date: TOMORROW }, `c${i}@example.test`, NOW)),
    );
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 3);
    assert.equal(await dateCount(TOMORROW), 3);
  });
});

describe('fulfilment scheduling: cancelling and restoring an order', () => {
  it("release gives the date's place and the customer's place back; an order without a date holds none", async () => {
    const { scheduler, dateCount, customerCount } = await schedulerWith({ dailyCapacity: 1 }, 1);
    const fulfilment = await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW);
    await scheduler.release({ fulfilment, userEmail: ANN });
    assert.equal(await dateCount(TOMORROW), 0);
    assert.equal(await customerCount(TOMORROW, ANN), 0);
    await scheduler.release({ fulfilment, userEmail: ANN });
    assert.equal(await dateCount(TOMORROW), 0, 'never below zero');
    await scheduler.release({ userEmail: ANN });
    assert.deepEqual(await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW), fulfilment, 'bookable again');
  });

  it('rebook takes the place again past the customer limit (the admin decides), and 409 when the date filled up', async () => {
    const { scheduler, dateCount, customerCount } = await schedulerWith({ dailyCapacity: 2 }, 1);
    const fulfilment = await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW);
    await scheduler.release({ fulfilment, userEmail: ANN });
    await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW); // Ann's limit is reached again
    await scheduler.rebook({ fulfilment, userEmail: ANN });
    assert.equal(await dateCount(TOMORROW), 2);
    assert.equal(await customerCount(TOMORROW, ANN), 2, 'counted, to be given back on the next cancel');
    await scheduler.release({ fulfilment, userEmail: ANN });
    await scheduler.book('delivery', { date: TOMORROW }, BEN, NOW); // the date is full again
    await assert.rejects(scheduler.rebook({ fulfilment, userEmail: ANN }), { code: 'ORDERS.DATE_FULL', status: 409 });
    assert.equal(await dateCount(TOMORROW), 2);
  });
});

describe('fulfilment calendar', () => {
  it('shows the places taken per date against its capacity', async () => {
    const { scheduler } = await schedulerWith({ dailyCapacity: 2 });
    await scheduler.book('delivery', { date: TOMORROW }, ANN, NOW);
    await scheduler.book('delivery', { date: TOMORROW }, BEN, NOW);
    const { days } = await scheduler.calendar({ mode: 'delivery', at: NOW.toISOString() });
    const tomorrow = days.find((day) => day.date === TOMORROW)!;
    assert.deepEqual([tomorrow.booked, tomorrow.capacity, tomorrow.available, tomorrow.reason], [2, 2, false, 'full']);
    assert.equal(days.find((day) => day.date === '2026-12-03')!.available, true);
  });
});
