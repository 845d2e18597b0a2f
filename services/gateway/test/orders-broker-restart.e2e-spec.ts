import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@flowershop/common/contracts';
import {
  privateBrokerSkipReason,
  startPrivateBroker,
  startStack,
  type PrivateBroker,
  type Stack,
} from '@flowershop/common/testing';
import { sendAcrossBrokerRestart, waitForOutboxMails } from './support/broker-restart.js';
import { adminLogin, bearer, call, form, signToken } from './support/http.js';

const ORDERS = 120;
const SHOP = 'restart-desk@bloom.test';

/**
 * "An order lost or doubled when a broker restarts": orders placed by customers whose checkout
 * retries with its Idempotency-Key until it gets 201, while RabbitMQ stops and starts again.
 * Each order is stored once, its date booked once, and its two mails (customer, shop) sent once.
 */
describe('orders placed while the broker restarts (TRANSPORT=rmq)', { skip: privateBrokerSkipReason() }, () => {
  let broker: PrivateBroker;
  let stack: Stack;
  let admin: string;
  let bouquetId: string;

  before(async () => {
    broker = await startPrivateBroker();
    stack = await startStack({ transport: 'rmq', env: { RABBITMQ_URL: broker.url, SHOP_ADMIN_EMAIL: SHOP } });
    admin = (await adminLogin(stack.baseUrl)).token;
    const created = await call<{ _id: string }>(stack.baseUrl, '/api/bouquets', {
      method: 'POST',
      headers: bearer(admin),
      body: form({ name: 'Restart Roses', price: '30', description: 'Twelve red roses' }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    bouquetId = created.body._id;
    // Room for every order on the earliest date (ADR 13), so only the outage can refuse one.
    const settings = await call<Record<string, unknown>>(stack.baseUrl, '/api/admin/fulfilment-settings', {
      headers: bearer(admin),
    });
    const saved = await call(stack.baseUrl, '/api/admin/fulfilment-settings', {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ ...settings.body, updatedAt: undefined, dailyCapacity: 1000 }),
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  });
  after(async () => {
    await stack?.close();
    await broker?.close();
  });

  it(`${ORDERS} orders placed across a broker restart (each retried with its Idempotency-Key until 201) are each stored, booked and mailed once`, async () => {
    const run = randomUUID().slice(0, 8);
    const email = (n: number) => `restart-${run}-${n}@example.test`;
    const tokens = Array.from({ length: ORDERS }, (_, n) =>
      signToken(stack.env.JWT_SECRET, { sub: `restart-${run}-${n}`, email: email(n), role: 'customer' }),
    );
    await sendAcrossBrokerRestart({
      broker,
      count: ORDERS,
      senders: 8,
      stopAfter: 30,
      send: (n) =>
        call(stack.baseUrl, '/api/orders', {
          method: 'POST',
          headers: { ...bearer(tokens[n]), 'content-type': 'application/json', 'idempotency-key': `order-${run}-${n}` },
          body: JSON.stringify({
            form: {
              firstName: 'Restart',
              lastName: `Shopper ${n}`,
              email: email(n),
              phone: '555-0100',
              address1: '1 Outage Lane',
              city: 'Maple Township',
              state: 'New Jersey',
              postalCode: '08000',
            },
            delivery: 'delivery',
            cart: [{ kind: 'bouquet', productId: bouquetId, quantity: 1, selectedSheet: null }],
            total: 40,
          }),
        }),
      // The orders and messaging processes' own lines: the gateway's 50x would hide why.
      logs: () =>
        stack
          .logs()
          .split('\n')
          .filter((line) => /^\[(orders|messaging)\]/.test(line) || !line.startsWith('['))
          .join('\n'),
    });

    const listed = await call<Order[]>(stack.baseUrl, '/api/orders', { headers: bearer(admin) });
    assert.equal(listed.status, 200);
    const ours = listed.body.filter((order) => order.userEmail.startsWith(`restart-${run}-`));
    assert.equal(ours.length, ORDERS, 'every order stored');
    assert.equal(new Set(ours.map((order) => order.userEmail)).size, ORDERS, 'none stored twice');
    for (const order of ours) assert.equal(order.total, 40, `${order.orderId} priced once: $30 + $10 delivery`);

    // One place booked per order on its date (the dashboard's coming days count booked places).
    const dates = new Set(ours.map((order) => order.fulfilment?.date));
    assert.equal(dates.size, 1, 'all on the earliest date');
    const dashboard = await call<{ comingSevenDays: Array<{ date: string; booked: number }> }>(
      stack.baseUrl,
      '/api/admin/dashboard',
      { headers: bearer(admin) },
    );
    assert.equal(dashboard.status, 200);
    const [date] = dates;
    assert.equal(
      dashboard.body.comingSevenDays.find((day) => day.date === date)?.booked,
      ORDERS,
      `${date} booked once per order`,
    );

    // The customer's confirmation and the shop's notice, once each per order.
    const mails = await waitForOutboxMails(
      stack.dataDir,
      (mail) => ours.some((order) => (mail.subject ?? '').includes(order.orderId)),
      2 * ORDERS,
    );
    for (const order of ours) {
      const about = mails.filter((mail) => (mail.subject ?? '').includes(order.orderId));
      const to = about.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text).sort();
      assert.deepEqual(
        to,
        [order.userEmail, SHOP].sort(),
        `${order.orderId}: one mail to the customer, one to the shop`,
      );
    }
  });
});
