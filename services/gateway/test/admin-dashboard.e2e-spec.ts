import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { AdminDashboard, ContactMessage, MessagingDashboard, Order } from '@flowershop/common/contracts';
import { SHOPPER_ADDRESS as ADDRESS, startStack, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, pngImage, signToken } from './support/http.js';

describe('admin dashboard over HTTP (real services)', () => {
  let stack: Stack;
  let admin: string;
  let customer: string;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const json = (method: string, token: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  const create = async (path: string, fields: Record<string, string | Blob>) => {
    const answer = await api<{ _id: string }>(path, { method: 'POST', headers: bearer(admin), body: form(fields) });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body;
  };
  const place = async (delivery: 'pickup' | 'delivery', cart: { productId: string; quantity: number }[]) => {
    const answer = await api<Order>('/api/orders', json('POST', customer, { form: ADDRESS, delivery, cart }));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body;
  };
  const contact = async (subject: string) => {
    const answer = await api<ContactMessage>('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Grace Hopper', email: 'grace@example.com', subject, message: 'Hello' }),
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    await sleep(3); // distinct createdAt
    return answer.body;
  };
  const dashboard = async () => {
    const answer = await api<AdminDashboard>('/api/admin/dashboard', { headers: bearer(admin) });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };

  before(async () => {
    stack = await startStack();
    admin = (await adminLogin(stack.baseUrl)).token;
    customer = signToken(stack.env.JWT_SECRET, { sub: 'ann', email: 'ann@example.test', role: 'customer' });
  });
  after(async () => stack?.close());

  it('answers the admin with the figures of both services merged: orders placed, statuses, top products, unread messages', async () => {
    const [box, keychain] = await Promise.all([
      create('/api/boxes', { name: 'Pink Box', price: '12', image: await pngImage() }),
      create('/api/keychains', { name: 'Star Charm', price: '9.99', description: 'A gold star' }),
    ]);
    // $24, and 3 × $9.99 + $10 delivery = $39.97.
    await place('pickup', [{ productId: box._id, quantity: 2 }]);
    const stars = await place('delivery', [{ productId: keychain._id, quantity: 3 }]);
    const cancelled = await place('pickup', [{ productId: box._id, quantity: 8 }]);
    const deleted = await place('pickup', [{ productId: keychain._id, quantity: 9 }]);
    assert.equal(
      (await api(`/api/orders/${cancelled._id}`, json('PATCH', admin, { status: 'Cancelled' }))).status,
      200,
    );
    assert.equal((await api(`/api/orders/${stars._id}`, json('PATCH', admin, { status: 'Shipped' }))).status, 200);
    assert.equal((await api(`/api/orders/${deleted._id}`, { method: 'DELETE', headers: bearer(admin) })).status, 200);
    await contact('first');
    const newest = await contact('second');

    const figures = await dashboard();
    const today = { from: figures.today, to: figures.today, orders: 2, revenue: 63.97 };
    assert.deepEqual(figures.sales.today, today);
    assert.deepEqual(figures.lastSevenDays.at(-1), today);
    assert.equal(figures.lastSevenDays.length, 7);
    assert.deepEqual(
      figures.byStatus.map(({ status, orders }) => `${status} ${orders}`),
      ['Pending 1', 'Processing 0', 'Shipped 1', 'Delivered 0', 'Cancelled 1'],
    );
    assert.deepEqual(
      figures.topProducts.products.map(({ name, quantity, kind }) => [name, quantity, kind]),
      [
        ['Star Charm', 3, 'keychain'],
        ['Pink Box', 2, 'box'],
      ],
    );
    assert.deepEqual(figures.customOrders, { open: 0 });
    assert.deepEqual(figures.messages, { unread: 2, seenUpTo: null });
    assert.equal(figures.timeZone, 'America/New_York');

    // The Messages page reports the newest message it showed: none is unread any more.
    const seen = await api<MessagingDashboard>('/api/contacts/seen', json('POST', admin, { upTo: newest.createdAt }));
    assert.equal(seen.status, 200, JSON.stringify(seen.body));
    assert.deepEqual(seen.body, { messages: { unread: 0, seenUpTo: newest.createdAt } });
    await contact('third');
    assert.deepEqual((await dashboard()).messages, { unread: 1, seenUpTo: newest.createdAt });
  });

  it('refuses the figures and the read mark to anyone but the admin: 401 without a token, 403 for a customer', async () => {
    const mark = (headers: Record<string, string>) =>
      api('/api/contacts/seen', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ upTo: new Date().toISOString() }),
      });
    assert.equal((await api('/api/admin/dashboard')).status, 401);
    assert.equal((await api('/api/admin/dashboard', { headers: bearer(customer) })).status, 403);
    assert.equal((await mark({})).status, 401);
    assert.equal((await mark(bearer(customer))).status, 403);
    const refused = await api('/api/contacts/seen', json('POST', admin, { upTo: 'soon' }));
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /upTo must be a date and time/);
  });
});
