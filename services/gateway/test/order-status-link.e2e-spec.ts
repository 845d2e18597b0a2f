import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signOrderStatusToken, type Order, type OrderStatusView } from '@flowershop/common/contracts';
import { formatFulfilment } from '@flowershop/common/shop-rules';
import {
  SHOPPER_ADDRESS,
  SmtpTestServer,
  startStack,
  TEST_ORDER_LINK_SECRET,
  waitFor,
  type Stack,
} from '@flowershop/common/testing';
import { adminLogin, bearer, call, signToken } from './support/http.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID = 'This status link is not valid: check that the whole link from the e-mail was opened';
const EXPIRED = 'This status link has expired: sign in to see your orders';

/** The status link in a mail's text: `<PUBLIC_BASE_URL>/order-status/<token>`. */
function statusLinkIn(text: string | undefined): URL {
  const match = /(http:\/\/\S+\/order-status\/[A-Za-z0-9_-]+)/.exec(text ?? '');
  assert.ok(match, `a status link in: ${text}`);
  return new URL(match[1]);
}

describe('order status links over HTTP (RabbitMQ, real SMTP)', () => {
  let stack: Stack;
  let smtp: SmtpTestServer;
  let admin: string;
  let customer: string;
  let productId: string;
  const shopper = `ann-${randomUUID()}@example.test`;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const json = (method: string, token: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  /** What the link opens: the SPA page's own API call for the token in the link. */
  const open = (link: URL) => api<OrderStatusView>(`/api${link.pathname}`);

  before(async () => {
    smtp = await SmtpTestServer.start();
    stack = await startStack({
      transport: 'rmq',
      env: { SMTP_URL: smtp.url, ORDER_STATUS_LIMIT_PER_MINUTE: '40', LOG_LEVEL: 'log' },
    });
    admin = (await adminLogin(stack.baseUrl)).token;
    customer = signToken(stack.env.JWT_SECRET, { sub: 'ann', email: shopper, role: 'customer' });
    const keychain = await api('/api/keychains', {
      method: 'POST',
      headers: bearer(admin),
      body: (() => {
        const fields = new FormData();
        fields.set('name', 'Star Charm');
        fields.set('price', '9.99');
        return fields;
      })(),
    });
    assert.equal(keychain.status, 201, JSON.stringify(keychain.body));
    productId = (keychain.body as { _id: string })._id;
  });
  after(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('the link in the real confirmation and status mails opens the order, and shows no e-mail or phone', async () => {
    const placed = await api<Order>(
      '/api/orders',
      json('POST', customer, {
        form: { ...SHOPPER_ADDRESS, address2: 'Apt 4' },
        delivery: 'delivery',
        cart: [{ productId, quantity: 3 }],
      }),
    );
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const order = placed.body;
    assert.ok(order.fulfilment, 'the earliest date was booked');
    const when = formatFulfilment('delivery', order.fulfilment);

    const confirmation = await waitFor(
      () => smtp.mailsTo(shopper).find((mail) => mail.subject === `Your order ${order.orderId} is placed`),
      'the confirmation',
    );
    assert.ok(confirmation.text?.includes(when), `the date: ${when}`);
    const link = statusLinkIn(confirmation.text);
    assert.equal(link.origin, stack.baseUrl, 'the link leads to the shop (PUBLIC_BASE_URL)');

    const opened = await open(link);
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    assert.equal(opened.headers.get('cache-control'), 'no-store');
    assert.equal(opened.headers.get('referrer-policy'), 'no-referrer');
    const view = opened.body;
    assert.deepEqual(
      [view.orderId, view.status, view.delivery, view.fulfilment, view.firstName, view.total],
      [order.orderId, 'Pending', 'delivery', order.fulfilment, 'Ann', 39.97],
    );
    assert.deepEqual(view.address, {
      address1: '12 Elm Street',
      address2: 'Apt 4',
      city: 'Maple Township',
      state: 'New Jersey',
      postalCode: '08001',
    });
    assert.deepEqual(view.lines, [{ name: 'Star Charm', quantity: 3 }]);
    const shown = JSON.stringify(view);
    for (const secret of [shopper, SHOPPER_ADDRESS.email, SHOPPER_ADDRESS.phone, SHOPPER_ADDRESS.lastName, order._id]) {
      assert.ok(!shown.includes(secret), `no ${secret} in the view`);
    }

    const shipped = await api(`/api/orders/${order._id}`, json('PATCH', admin, { status: 'Shipped' }));
    assert.equal(shipped.status, 200);
    const statusMail = await waitFor(
      () => smtp.mailsTo(shopper).find((mail) => mail.subject === `Your order ${order.orderId} is now Shipped`),
      'the status mail',
    );
    assert.ok(statusMail.text?.includes(when), 'the status mail has the date');
    assert.ok(statusMail.text?.includes('12 Elm Street, Apt 4, Maple Township, New Jersey 08001'), 'and the address');
    const fresh = await open(statusLinkIn(statusMail.text));
    assert.equal(fresh.body.status, 'Shipped');
    assert.equal((await open(link)).body.status, 'Shipped', 'the first link shows the status of now too');
    // The gateway logs each request's path, but never the key in it.
    const token = link.pathname.split('/').pop()!;
    await waitFor(() => stack.logs().includes('GET /api/order-status/<token> 200') || undefined, 'the request logged');
    assert.ok(!stack.logs().includes(token), 'no token in the logs');
  });

  it('an altered link is 404, an expired one 410, each saying what is wrong; neither is cached', async () => {
    const placed = await api<Order>(
      '/api/orders',
      json('POST', customer, { form: SHOPPER_ADDRESS, delivery: 'pickup', cart: [{ productId, quantity: 1 }] }),
    );
    const mail = await waitFor(
      () => smtp.mailsTo(shopper).find((each) => each.subject === `Your order ${placed.body.orderId} is placed`),
      'the confirmation',
    );
    const link = statusLinkIn(mail.text);
    const token = link.pathname.split('/').pop()!;
    assert.equal((await open(link)).status, 200);

    const oneCharChanged = `${token.slice(0, 5)}${token[5] === 'x' ? 'y' : 'x'}${token.slice(6)}`;
    for (const bad of [
      oneCharChanged,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'nonsense',
      'a.b',
      'x'.repeat(60),
    ]) {
      const answer = await api(`/api/order-status/${bad}`);
      assert.equal(answer.status, 404, bad);
      assert.deepEqual([(answer.body as any).message, answer.headers.get('cache-control')], [INVALID, 'no-store']);
    }

    const expired = signOrderStatusToken(TEST_ORDER_LINK_SECRET, placed.body._id, new Date(Date.now() - DAY_MS));
    const gone = await api(`/api/order-status/${expired}`);
    assert.equal(gone.status, 410);
    assert.equal((gone.body as any).code, 'ORDERS.LINK_EXPIRED');
    assert.equal((gone.body as any).message, EXPIRED);
  });

  it('is rate limited per client (429 with Retry-After)', async () => {
    let answer = await api('/api/order-status/nonsense');
    for (let tries = 0; answer.status !== 429 && tries < 60; tries += 1)
      answer = await api('/api/order-status/nonsense');
    assert.equal(answer.status, 429);
    assert.ok(Number(answer.headers.get('retry-after')) > 0);
  });
});
