import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Order, StoredFulfilmentSettings } from '@flowershop/common/contracts';
import {
  DEFAULT_FULFILMENT_SETTINGS,
  addDays,
  pickupWindowsFor,
  shopDayOf,
  weekdayOf,
  type AdminFulfilmentCalendar,
  type FulfilmentCalendar,
  type FulfilmentSettings,
  type ShopOpeningHours,
} from '@flowershop/common/shop-rules';
import { SHOPPER_ADDRESS as ADDRESS, mongoUnavailableReason, startStack, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, signToken } from './support/http.js';

/** A shop day `days` from today (the shop's today, whatever the machine's zone). */
const ahead = (days: number) => addDays(shopDayOf(new Date()), days);

// As in production: RabbitMQ and MongoDB (jongodb stand-in; nedb only where neither can run).
const store = mongoUnavailableReason() ? 'embedded' : 'mongo';

describe(`fulfilment dates over HTTP (RabbitMQ, ${store === 'mongo' ? 'MongoDB' : 'nedb'})`, () => {
  let stack: Stack;
  let admin: string;
  let adminCookie: string;
  let customer: string;
  let box: { _id: string };
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const json = (method: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { 'content-type': 'application/json', ...(token && bearer(token)), ...headers },
    body: JSON.stringify(body),
  });
  const shopper = () =>
    signToken(stack.env.JWT_SECRET, { sub: randomUUID(), email: `${randomUUID()}@example.test`, role: 'customer' });
  const checkout = (fulfilment: unknown, options: { token?: string; delivery?: string; key?: string } = {}) =>
    api<Order>(
      '/api/orders',
      json(
        'POST',
        options.token ?? customer,
        {
          form: ADDRESS,
          delivery: options.delivery ?? 'delivery',
          cart: [{ productId: box._id, quantity: 1 }],
          ...(fulfilment ? { fulfilment } : {}),
        },
        options.key ? { 'Idempotency-Key': options.key } : {},
      ),
    );
  const putSettings = (changes: Partial<FulfilmentSettings> & Record<string, unknown>, token = admin) =>
    api<StoredFulfilmentSettings>(
      '/api/admin/fulfilment-settings',
      json('PUT', token, { ...DEFAULT_FULFILMENT_SETTINGS, ...changes }),
    );
  const getSettings = () => api<StoredFulfilmentSettings>('/api/admin/fulfilment-settings', { headers: bearer(admin) });
  /** The admin's calendar: each date with its capacity and bookings (the public one has neither). */
  const calendar = async (delivery = 'delivery') => {
    const answer = await api<AdminFulfilmentCalendar>(`/api/admin/fulfilment/calendar?delivery=${delivery}`, {
      headers: bearer(admin),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const bookedOn = async (date: string) => (await calendar()).days.find((day) => day.date === date)?.booked;
  const dayList = async (date: string) => {
    const answer = await api<Order[]>(`/api/orders?date=${date}`, { headers: bearer(admin) });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const orderCount = async () =>
    Number((await api('/api/orders?page=1&size=1', { headers: bearer(admin) })).headers.get('x-total-count'));

  before(async () => {
    stack = await startStack({ transport: 'rmq', store, env: { TRUSTED_PROXIES: 'loopback' } });
    ({ token: admin, cookie: adminCookie } = await adminLogin(stack.baseUrl));
    const created = await api('/api/keychains', {
      method: 'POST',
      headers: bearer(admin),
      body: form({ name: 'Star Charm', price: '9.99', description: 'A gold star' }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    box = created.body as { _id: string };
    customer = shopper();
  });
  after(async () => {
    await stack?.close();
  });

  it('offers a public calendar, never cached: 30 days from the shop’s today, with pickup windows', async () => {
    const answer = await api<FulfilmentCalendar>('/api/fulfilment/calendar?delivery=pickup');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const { timeZone, today, mode, days } = answer.body;
    assert.deepEqual([timeZone, today, mode, days.length], ['America/New_York', ahead(0), 'pickup', 30]);
    assert.deepEqual(
      days[3].windows.map(({ start, end }) => ({ start, end })),
      pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, ahead(3)),
    );
    assert.deepEqual((await calendar('delivery')).days[3].windows, []);
    const bad = await api('/api/fulfilment/calendar?delivery=drone');
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /delivery must be one of: pickup, delivery/);
  });

  it("keeps each date's capacity and bookings to the admin: the public calendar has neither, the admin's both", async () => {
    const date = ahead(12);
    assert.equal((await checkout({ date })).status, 201);
    const shoppers = await api<FulfilmentCalendar>('/api/fulfilment/calendar?delivery=delivery');
    const shown = shoppers.body.days.find((day) => day.date === date)!;
    assert.deepEqual(Object.keys(shown).sort(), ['available', 'date', 'weekday', 'windows']);
    assert.ok(shoppers.body.days.every((day) => !('booked' in day) && !('capacity' in day)));

    const admins = (await calendar()).days.find((day) => day.date === date)!;
    assert.deepEqual([admins.booked, admins.capacity], [1, DEFAULT_FULFILMENT_SETTINGS.dailyCapacity]);
    assert.deepEqual({ ...shown }, { date: admins.date, weekday: admins.weekday, available: admins.available, windows: admins.windows });

    const adminCalendar = '/api/admin/fulfilment/calendar?delivery=delivery';
    assert.equal((await api(adminCalendar)).status, 401);
    assert.equal((await api(adminCalendar, { headers: bearer(customer) })).status, 403);
    assert.equal((await api(adminCalendar, { headers: bearer(admin) })).headers.get('cache-control'), 'no-store');
  });

  it('lets only the admin read and change the settings; bad settings are 400 with the reason and change nothing', async () => {
    assert.equal((await api('/api/admin/fulfilment-settings')).status, 401);
    assert.equal((await api('/api/admin/fulfilment-settings', { headers: bearer(customer) })).status, 403);
    assert.equal((await putSettings({ dailyCapacity: 1 }, customer)).status, 403);
    // The admin's cookie alone, sent from another site's page, changes nothing (CSRF, as other writes).
    const forged = await api('/api/admin/fulfilment-settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: adminCookie, origin: 'https://evil.example' },
      body: JSON.stringify({ ...DEFAULT_FULFILMENT_SETTINGS, dailyCapacity: 1 }),
    });
    assert.equal(forged.status, 403);
    assert.equal(
      (await api('/api/admin/fulfilment-settings', json('PUT', undefined, DEFAULT_FULFILMENT_SETTINGS))).status,
      401,
    );
    const initial = await getSettings();
    assert.equal(initial.status, 200);
    assert.deepEqual(initial.body, DEFAULT_FULFILMENT_SETTINGS);

    const monday = DEFAULT_FULFILMENT_SETTINGS.openingHours.map((hours, day) =>
      day === 1 ? { open: '21:00', close: '09:00' } : hours,
    );
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sameDayCutoff: '2pm' }, /sameDayCutoff must be a time of day written HH:MM/],
      [{ leadTimeDays: -1 }, /leadTimeDays must be a whole number from 0 to 14/],
      [{ dailyCapacity: 1001 }, /dailyCapacity must be a whole number from 1 to 1000/],
      [{ dailyCapacity: '5' }, /dailyCapacity must be a whole number/],
      [{ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, /closedWeekdays must leave at least one weekday open/],
      [{ blackoutDates: ['2026-13-01'] }, /blackoutDates must be a real date written YYYY-MM-DD/],
      [{ blackoutDates: { $ne: null } }, /blackoutDates must be a (list of dates|real date)/],
      [{ openingHours: monday }, /openingHours: Monday must open before it closes/],
      [{ pickupWindowMinutes: 10 }, /pickupWindowMinutes must be a whole number from 30 to 240/],
      [{ bookingHorizonDays: 365 }, /bookingHorizonDays must be a whole number from 7 to 90/],
      [{ surprise: true }, /surprise should not exist/],
    ];
    for (const [changes, message] of cases) {
      const answer = await putSettings(changes);
      assert.equal(answer.status, 400, `${JSON.stringify(changes)} → ${answer.status}`);
      assert.match(String((answer.body as any).message), message);
    }
    const { sameDayCutoff, ...incomplete } = DEFAULT_FULFILMENT_SETTINGS;
    assert.ok(sameDayCutoff);
    assert.equal((await api('/api/admin/fulfilment-settings', json('PUT', admin, incomplete))).status, 400);
    assert.deepEqual((await getSettings()).body, DEFAULT_FULFILMENT_SETTINGS, 'nothing changed');

    const saved = await putSettings({ leadTimeDays: 1, blackoutDates: [ahead(20)] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual((await getSettings()).body, saved.body);
    assert.equal((await calendar()).days.find((day) => day.date === ahead(20))?.reason, 'blackout');
    assert.equal((await putSettings({})).status, 200);
  });

  it('states the opening hours the schedule keeps, to anyone: a closed weekday and a holiday show at once', async () => {
    const hours = () => api<ShopOpeningHours>('/api/opening-hours');
    const before = await hours();
    assert.equal(before.status, 200, JSON.stringify(before.body));
    assert.equal(before.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(before.body.summary, 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00');
    assert.deepEqual(before.body.upcomingClosures, []);

    const tuesday = DEFAULT_FULFILMENT_SETTINGS.openingHours.map((day, weekday) =>
      weekday === 2 ? { open: '12:00', close: '16:00' } : day,
    );
    const saved = await putSettings({ closedWeekdays: [0], openingHours: tuesday, blackoutDates: [ahead(2), ahead(45)] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = (await hours()).body;
    assert.equal(after.summary, 'Mon 10:00–20:00 · Tue 12:00–16:00 · Wed–Sat 10:00–20:00 · Sun closed');
    assert.deepEqual(after.week[6], { weekday: 0, hours: null });
    assert.deepEqual(after.upcomingClosures, [ahead(2)], 'holidays of the next 30 days only');
    assert.equal((await putSettings({})).status, 200);

    // An outage's answer is never kept in place of the hours (the route asks a minute's caching).
    const restart = await stack.stop('orders');
    try {
      const down = await hours();
      assert.ok(down.status >= 500, `orders stopped → ${down.status}`);
      assert.equal(down.headers.get('cache-control'), 'no-store');
    } finally {
      await restart();
    }
    assert.equal((await hours()).status, 200);
  });

  it('refuses a past, too soon, closed, holiday, full or far date and a wrong window with 400 saying why, storing and booking nothing', async () => {
    const [closed, holiday, full, date] = [ahead(4), ahead(5), ahead(6), ahead(3)];
    // Open for delivery at any hour: after the same-day cutoff, delivery's earliest is ahead(4).
    const deliverable = ahead(8);
    assert.equal(
      (
        await putSettings({
          leadTimeDays: 2,
          closedWeekdays: [weekdayOf(closed)],
          blackoutDates: [holiday],
          capacityOverrides: [{ date: full, capacity: 1 }],
        })
      ).status,
      200,
    );
    assert.equal((await checkout({ date: full })).status, 201);
    const before = await orderCount();
    const windows = pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, date);
    const cases: [unknown, string, RegExp][] = [
      [{ date: ahead(-1) }, 'delivery', /has passed; the earliest date you can choose is/],
      [{ date: ahead(1) }, 'delivery', /^Orders need 2 days notice; the earliest date you can choose is/],
      [{ date: closed }, 'delivery', /^The shop is closed on \w+days; please choose another date$/],
      [{ date: holiday }, 'delivery', /^The shop is closed on \w+, \w+ \d+, \d{4}; please choose another date$/],
      [{ date: full }, 'delivery', /is fully booked; please choose another date$/],
      [{ date: ahead(45) }, 'delivery', /^Orders can be placed at most 30 days ahead/],
      [{ date: '2026-02-30' }, 'delivery', /must be a real date written YYYY-MM-DD/],
      [{ date: 'tomorrow' }, 'delivery', /must be a real date written YYYY-MM-DD/],
      [{ date }, 'pickup', /^Please choose a pickup time window for/],
      [
        { date, window: { start: '07:00', end: '08:00' } },
        'pickup',
        /^07:00–08:00 is not a pickup window on .*; the windows are 1\d:00–1\d:00, /,
      ],
      [{ date, window: { start: '7am', end: '8am' } }, 'pickup', /window.start must be a time of day written HH:MM/],
      [{ date: deliverable, window: windows[0] }, 'delivery', /^A pickup window is chosen only for pickup/],
      ['2026-12-01', 'delivery', /fulfilment must be an object/],
    ];
    for (const [fulfilment, delivery, message] of cases) {
      const answer = await checkout(fulfilment, { delivery });
      assert.equal(
        answer.status,
        400,
        `${JSON.stringify(fulfilment)} → ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      assert.match(String((answer.body as any).message), message, JSON.stringify(fulfilment));
    }
    assert.equal(await orderCount(), before, 'nothing stored');
    const days = (await calendar()).days;
    assert.deepEqual(
      [date, closed, holiday, full].map((each) => days.find((day) => day.date === each)?.booked),
      [0, 0, 0, 1],
      'only the one stored order holds a place',
    );
    const pickup = await checkout({ date, window: windows[2] }, { delivery: 'pickup' });
    assert.equal(pickup.status, 201, JSON.stringify(pickup.body));
    assert.deepEqual(pickup.body.fulfilment, { date, window: windows[2] });
    assert.equal((await putSettings({})).status, 200);
  });

  it('never overbooks: 20 parallel checkouts for a date with 5 places store exactly 5 (201) and refuse 15 (400)', async () => {
    const date = ahead(8);
    assert.equal((await putSettings({ capacityOverrides: [{ date, capacity: 5 }] })).status, 200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout({ date }, { token: shopper() })));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [...Array(5).fill(201), ...Array(15).fill(400)]);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      assert.equal((refused.body as any).code, 'ORDERS.DATE_FULL');
      assert.match((refused.body as any).message, /is fully booked; please choose another date$/);
    }
    const stored = await dayList(date);
    assert.equal(stored.length, 5);
    assert.deepEqual(
      stored.map((order) => order._id).sort(),
      answers
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.body._id)
        .sort(),
    );
    const day = (await calendar()).days.find((each) => each.date === date)!;
    assert.deepEqual([day.booked, day.capacity, day.available, day.reason], [5, 5, false, 'full']);

    // A cancel frees a place, which the next checkout gets.
    const cancelled = await api<Order>(`/api/orders/${stored[0]._id}`, json('PATCH', admin, { status: 'Cancelled' }));
    assert.equal(cancelled.status, 200);
    assert.equal(await bookedOn(date), 4);
    assert.equal((await checkout({ date })).status, 201);
    assert.equal(await bookedOn(date), 5);
    const reopened = await api(`/api/orders/${stored[0]._id}`, json('PATCH', admin, { status: 'Pending' }));
    assert.equal(reopened.status, 409, 'the date filled up again');
    assert.match((reopened.body as any).message, /is fully booked, so the order stays Cancelled/);
    // Deleting a live order frees its place too.
    assert.equal((await api(`/api/orders/${stored[1]._id}`, json('DELETE', admin, {}))).status, 200);
    assert.equal(await bookedOn(date), 4);
    assert.equal((await putSettings({})).status, 200);
  });

  it('books once for a checkout retried with the same Idempotency-Key; without a date the earliest is booked', async () => {
    const date = ahead(9);
    const key = randomUUID();
    const token = shopper();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout({ date }, { token, key })));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(5).fill(201),
      JSON.stringify(answers.map((answer) => answer.body)),
    );
    assert.equal(new Set(answers.map((answer) => answer.body._id)).size, 1);
    assert.equal(await bookedOn(date), 1);
    assert.equal((await dayList(date)).length, 1);

    const offered = (await calendar('pickup')).days.filter((day) => day.available).map((day) => day.date);
    const plain = await checkout(undefined, { delivery: 'pickup' });
    assert.equal(plain.status, 201, JSON.stringify(plain.body));
    assert.ok(
      offered.slice(0, 2).includes(plain.body.fulfilment!.date),
      'the earliest date (or the next, across the cutoff)',
    );
    assert.ok(plain.body.fulfilment!.window, 'with a pickup window');
  });

  it("lists a date's orders for the admin: deliveries first, then pickups by window; a bad date is 400", async () => {
    const date = ahead(10);
    const [morning, midday] = pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, date);
    const late = await checkout({ date, window: midday }, { delivery: 'pickup' });
    const delivery = await checkout({ date });
    const early = await checkout({ date, window: morning }, { delivery: 'pickup' });
    assert.deepEqual(
      (await dayList(date)).map((order) => order._id),
      [delivery.body._id, early.body._id, late.body._id],
    );
    for (const wrong of ['next-friday', '2026-02-30']) {
      const bad = await api(`/api/orders?date=${wrong}`, { headers: bearer(admin) });
      assert.equal(bad.status, 400, wrong);
      assert.match(bad.body.message, /date must be a real date written YYYY-MM-DD/);
    }
    assert.equal((await api(`/api/orders?date=${date}`, { headers: bearer(customer) })).status, 403);
  });
});
