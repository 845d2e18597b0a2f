import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@flowershop/common/contracts';
import { mongoUnavailableReason, SmtpTestServer, startStack, waitFor, type Stack } from '@flowershop/common/testing';
import { signInCustomer } from './support/customer.js';
import { adminLogin, bearer, call, form, pngImage, signToken } from './support/http.js';

const SHOP = 'orders-desk@bloom.test';
/** The address the shop shows shoppers (SHOP_CONTACT_EMAIL), apart from the desk its notices go to. */
const SHOP_CONTACT = 'hello@bloom.test';
const ADDRESS = {
  firstName: 'Ann',
  lastName: 'Example',
  email: 'someone-else@example.test',
  phone: 'abc',
  address1: '12 Elm Street',
  address2: '',
  city: 'Maple Township',
  state: 'New Jersey',
  postalCode: '1',
};

/** An error answer (DESIGN §3). */
type Refusal = { statusCode: number; code: string; message: string };

// As in production: RabbitMQ, MongoDB (MONGO_URL, else jongodb; nedb only where neither can run), SMTP.
const store = mongoUnavailableReason() ? 'embedded' : 'mongo';

describe(`orders over HTTP (RabbitMQ, ${store === 'mongo' ? 'MongoDB' : 'nedb'}, real SMTP)`, () => {
  let stack: Stack;
  let smtp: SmtpTestServer;
  let admin: string;
  let box: { _id: string };
  let bouquet: { _id: string };
  let keychain: { _id: string };
  const ann = `ann-${randomUUID()}@example.test`;
  const ben = `ben-${randomUUID()}@example.test`;
  let annToken: string;
  let benToken: string;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const json = (method: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { 'content-type': 'application/json', ...(token && bearer(token)), ...headers },
    body: JSON.stringify(body),
  });
  const place = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    api<Order>('/api/orders', json('POST', token, body, headers));
  const orderCount = async () =>
    Number((await api('/api/orders?page=1&size=1', { headers: bearer(admin) })).headers.get('x-total-count'));
  /** A cart as the SPA keeps it, claiming a price of one cent for everything. */
  const tamperedCart = () => [
    {
      id: box._id,
      productId: box._id,
      name: 'Cheap?',
      quantity: 2,
      price: 0.01,
      basePrice: 0.01,
      totalPrice: 0.01,
      selectedSheet: null,
    },
    {
      id: `${bouquet._id}-cow`,
      productId: bouquet._id,
      name: 'Rose Dream',
      image: '/api/images/x.webp',
      quantity: 1,
      price: '0.01',
      basePrice: 0.01,
      totalPrice: 0.01,
      selectedSheet: { id: 'cow', name: 'Cow', price: 0, image: '/sheets/cow.webp' },
    },
  ];
  const create = async (path: string, fields: Record<string, string | Blob>) => {
    const answer = await api(path, { method: 'POST', headers: bearer(admin), body: form(fields) });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body as { _id: string };
  };

  before(async () => {
    smtp = await SmtpTestServer.start();
    stack = await startStack({
      transport: 'rmq',
      store,
      env: {
        SMTP_URL: smtp.url,
        SHOP_ADMIN_EMAIL: SHOP,
        SHOP_CONTACT_EMAIL: SHOP_CONTACT,
        TRUSTED_PROXIES: 'loopback',
      },
    });
    admin = (await adminLogin(stack.baseUrl)).token;
    [box, bouquet, keychain] = await Promise.all([
      create('/api/boxes', { name: 'Pink Box', price: '12', image: await pngImage() }),
      create('/api/bouquets', { name: 'Rose Dream', price: '30', description: 'Twelve red roses' }),
      create('/api/keychains', { name: 'Star Charm', price: '9.99', description: 'A gold star' }),
    ]);
    annToken = await signInCustomer(stack.baseUrl, smtp, ann);
    benToken = signToken(stack.env.JWT_SECRET, { sub: 'ben', email: ben, role: 'customer' });
  });
  after(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('refuses a total the catalogue does not give (409 with its prices, nothing stored), and places the one it gives', async () => {
    const before = await orderCount();
    const refused = await place(annToken, { form: ADDRESS, delivery: 'delivery', cart: tamperedCart(), total: 0.01 });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    const refusal = refused.body as unknown as Refusal & {
      details: { total: number; cart: { productId: string; totalPrice: number }[] };
    };
    assert.equal(refusal.code, 'ORDERS.PRICES_CHANGED');
    assert.equal(
      refusal.message,
      'Prices have changed since these items were added to your cart: the total is now $68.00, not $0.01. Please check your cart and confirm again.',
    );
    const { details } = refusal;
    assert.equal(details.total, 68);
    assert.deepEqual(
      details.cart.map(({ productId, totalPrice }) => [productId, totalPrice]),
      [
        [box._id, 12],
        [bouquet._id, 34],
      ],
      'one line per line sent, in order, at the catalogue price',
    );
    const tooMuch = await place(annToken, { form: ADDRESS, delivery: 'pickup', cart: tamperedCart(), total: '68.00' });
    assert.equal(tooMuch.status, 409, 'a higher total is not taken either: pickup is $58');
    assert.equal(await orderCount(), before, 'nothing stored');
    for (const total of ['$58', 1e308, -58]) {
      const unreadable = await place(annToken, { form: ADDRESS, delivery: 'pickup', cart: tamperedCart(), total });
      assert.equal(unreadable.status, 400, String(total));
      assert.equal(
        (unreadable.body as unknown as Refusal).message,
        'total must be the amount the checkout showed, in dollars (like 68 or 68.00)',
      );
    }
  });

  it('prices every line from the catalogue: the prices a cart claims are never read, +$10 delivery', async () => {
    const placed = await place(annToken, { form: ADDRESS, delivery: 'delivery', cart: tamperedCart(), total: 68 });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const order = placed.body;
    // Box $12 × 2 + bouquet $30 with the Cow sheet ($4) = 58; delivery makes it 68.
    assert.deepEqual([order.subtotal, order.deliveryFee, order.total], [58, 10, 68]);
    assert.deepEqual(
      order.cart.map(({ name, quantity, basePrice, totalPrice, price, selectedSheet }) => [
        name,
        quantity,
        basePrice,
        totalPrice,
        price,
        selectedSheet?.name ?? null,
      ]),
      [
        ['Pink Box', 2, 12, 12, 12, null],
        ['Rose Dream', 1, 30, 34, 34, 'Cow'],
      ],
    );
    assert.match(order.orderId, /^BB-\d{8}-[A-HJKMNP-Z2-9]{6}$/);
    assert.equal(order.status, 'Pending');
    assert.equal(order.userEmail, ann, 'the e-mail comes from the token, not from the form');
    assert.deepEqual(order.form, ADDRESS);
    assert.ok(Math.abs(Date.parse(order.createdAt) - Date.now()) < 60_000);

    // A client that sends no total gets the catalogue's.
    const pickup = await place(annToken, { form: ADDRESS, delivery: 'pickup', cart: tamperedCart() });
    assert.deepEqual([pickup.body.subtotal, pickup.body.deliveryFee, pickup.body.total], [58, 0, 58]);

    const mine = await api<Order[]>('/api/orders/my', { headers: bearer(annToken) });
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.map((each) => each._id),
      [pickup.body._id, order._id],
      'newest first',
    );
    assert.deepEqual(mine.body[1], order);
  });

  it('e-mails the confirmation to the customer and a notice to the shop, once each', async () => {
    const placed = await place(annToken, {
      form: { ...ADDRESS, address2: 'Apt 4' },
      delivery: 'delivery',
      cart: [{ productId: keychain._id, quantity: 3 }],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const { orderId } = placed.body;
    const subject = `Your order ${orderId} is placed`;
    const confirmation = await waitFor(
      () => smtp.mailsTo(ann).find((mail) => mail.subject === subject),
      'the order confirmation',
    );
    assert.match(confirmation.text ?? '', /Star Charm x 3: \$29\.97/);
    assert.match(confirmation.text ?? '', /Home delivery: \$10\.00/);
    assert.match(confirmation.text ?? '', /Total: \$39\.97/);
    assert.match(confirmation.text ?? '', /12 Elm Street, Apt 4, Maple Township, New Jersey 1/);
    // Sent from a no-reply address: a shopper's reply goes to the shop's public address, not the desk's.
    assert.deepEqual(confirmation.replyTo?.value, [{ name: 'Bloom & Box', address: SHOP_CONTACT }]);
    const notice = await waitFor(
      () => smtp.mailsTo(SHOP).find((mail) => mail.subject?.includes(orderId)),
      'the shop notice',
    );
    assert.equal(notice.subject, `New order ${orderId} from Ann Example: delivery`);
    assert.equal(notice.replyTo?.value[0]?.address, ann);
    // One of each once they arrived (mail ids are keyed by event id, so a redelivery queues no second one).
    assert.equal(smtp.mailsTo(ann).filter((mail) => mail.subject === subject).length, 1);
    assert.equal(smtp.mailsTo(SHOP).filter((mail) => mail.subject?.includes(orderId)).length, 1);
  });

  it('refuses bad carts and addresses with 400 saying what is wrong, and stores nothing', async () => {
    const before = await orderCount();
    const line = { productId: box._id, quantity: 1 };
    const cases: [unknown, RegExp][] = [
      [{ delivery: 'pickup', cart: [line] }, /form/],
      [{ form: { ...ADDRESS, firstName: '   ' }, delivery: 'pickup', cart: [line] }, /firstName must not be empty/],
      [{ form: { ...ADDRESS, city: undefined }, delivery: 'pickup', cart: [line] }, /city/],
      [
        { form: { ...ADDRESS, state: 'District of Columbia' }, delivery: 'pickup', cart: [line] },
        /state must be one of the 50 US states/,
      ],
      [{ form: { ...ADDRESS, firstName: { $ne: null } }, delivery: 'pickup', cart: [line] }, /firstName must be text/],
      [{ form: ADDRESS, delivery: 'drone', cart: [line] }, /delivery must be one of: pickup, delivery/],
      [{ form: ADDRESS, delivery: 'pickup', cart: [] }, /cart must not be empty/],
      [
        { form: ADDRESS, delivery: 'pickup', cart: [{ ...line, quantity: 0 }] },
        /quantity must be a whole number from 1 to 99/,
      ],
      [
        { form: ADDRESS, delivery: 'pickup', cart: [{ ...line, quantity: 100 }] },
        /quantity must be a whole number from 1 to 99/,
      ],
      [{ form: ADDRESS, delivery: 'pickup', cart: [{ ...line, quantity: 1.5 }] }, /quantity must be a whole number/],
      [
        { form: ADDRESS, delivery: 'pickup', cart: [{ productId: 'no-such-product', quantity: 1 }] },
        /Product not found/,
      ],
      [
        { form: ADDRESS, delivery: 'pickup', cart: [{ ...line, selectedSheet: { id: 'gold-foil' } }] },
        /^cart\.0\.selectedSheet\.id must be one of the paper sheets$/,
      ],
      [
        { form: ADDRESS, delivery: 'pickup', cart: [{ ...line, selectedSheet: { id: 'cow' } }] },
        /Paper sheets are only for bouquets/,
      ],
      [{ form: ADDRESS, delivery: 'pickup', cart: [line], coupon: 'FREE' }, /coupon should not exist/],
      // Repeated lines would get around the 99 a line.
      [
        { form: ADDRESS, delivery: 'pickup', cart: [line, { ...line, quantity: 99 }] },
        /cart lists the same product with the same sheet more than once/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await place(annToken, body);
      assert.equal(answer.status, 400, `${JSON.stringify(body)} → ${answer.status} ${JSON.stringify(answer.body)}`);
      assert.match(String((answer.body as any).message), message);
    }
    assert.equal(await orderCount(), before);
  });

  it('10 concurrent retries with one Idempotency-Key store one order; another cart with that key is 422', async () => {
    const before = await orderCount();
    const key = randomUUID();
    const body = { form: ADDRESS, delivery: 'pickup', cart: [{ productId: box._id, quantity: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(annToken, body, { 'Idempotency-Key': key })),
    );
    for (const answer of answers) assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(new Set(answers.map((answer) => answer.body.orderId)).size, 1);
    assert.equal(await orderCount(), before + 1);

    const changed = await place(annToken, { ...body, delivery: 'delivery' }, { 'Idempotency-Key': key });
    assert.equal(changed.status, 422, JSON.stringify(changed.body));
    assert.equal((changed.body as unknown as Refusal).code, 'IDEMPOTENCY_KEY_REUSED');
    // Another shopper's key never meets this one.
    const bens = await place(benToken, body, { 'Idempotency-Key': key });
    assert.equal(bens.status, 201);
    assert.notEqual(bens.body._id, answers[0].body._id);
    assert.equal(await orderCount(), before + 2);
  });

  it('keeps an optional card message of up to 250 characters (lines allowed, trimmed) and mails it; refuses longer or control text', async () => {
    const cart = [{ productId: box._id, quantity: 1 }];
    const message = `Happy birthday, Mum!\n${'x'.repeat(229)}`;
    assert.equal(message.length, 250);
    const placed = await place(annToken, {
      form: { ...ADDRESS, cardMessage: `  ${message}\r\n ` },
      delivery: 'pickup',
      cart,
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.deepEqual(placed.body.form, { ...ADDRESS, cardMessage: message }, 'stored trimmed, as form.cardMessage');
    const mine = (await api<Order[]>('/api/orders/my', { headers: bearer(annToken) })).body;
    assert.equal(mine.find((order) => order._id === placed.body._id)?.form.cardMessage, message);
    const listed = (await api<Order[]>('/api/orders', { headers: bearer(admin) })).body;
    assert.equal(listed.find((order) => order._id === placed.body._id)?.form.cardMessage, message);
    const subject = `Your order ${placed.body.orderId} is placed`;
    const mail = await waitFor(() => smtp.mailsTo(ann).find((each) => each.subject === subject), 'the confirmation');
    assert.ok(mail.text?.includes(`Your card will say:\n${message}\n`), mail.text);

    // None written, or only spaces: the order has no card message at all.
    for (const form of [ADDRESS, { ...ADDRESS, cardMessage: ' \n ' }, { ...ADDRESS, cardMessage: null }]) {
      const plain = await place(annToken, { form, delivery: 'pickup', cart });
      assert.equal(plain.status, 201, JSON.stringify(plain.body));
      assert.deepEqual(plain.body.form, ADDRESS);
      assert.ok(!('cardMessage' in plain.body.form));
    }

    const before = await orderCount();
    for (const [cardMessage, problem] of [
      ['x'.repeat(251), /cardMessage must be at most 250 characters/],
      ['Happy\u0007 birthday', /cardMessage must not contain control characters/],
      ['Happy\u0000', /cardMessage must not contain control characters/],
      ['Love, \u202Eevil', /cardMessage must not contain bidirectional-override characters/],
      [42, /cardMessage must be text/],
    ] as const) {
      const refused = await place(annToken, { form: { ...ADDRESS, cardMessage }, delivery: 'pickup', cart });
      assert.equal(refused.status, 400, `${JSON.stringify(cardMessage)} → ${refused.status}`);
      assert.match(String((refused.body as any).message), problem);
    }
    assert.equal(await orderCount(), before, 'nothing stored');

    // The message is part of what an Idempotency-Key stands for.
    const key = randomUUID();
    const first = await place(
      annToken,
      { form: { ...ADDRESS, cardMessage: 'Love, Ann' }, delivery: 'pickup', cart },
      { 'Idempotency-Key': key },
    );
    const again = await place(
      annToken,
      { form: { ...ADDRESS, cardMessage: 'Love, Ann' }, delivery: 'pickup', cart },
      { 'Idempotency-Key': key },
    );
    assert.equal(again.body._id, first.body._id);
    const reworded = await place(
      annToken,
      { form: { ...ADDRESS, cardMessage: 'Love, Ben' }, delivery: 'pickup', cart },
      { 'Idempotency-Key': key },
    );
    assert.equal(reworded.status, 422, JSON.stringify(reworded.body));
  });

  it('a shopper sees only their own orders; anonymous and admin callers cannot place or read as customers', async () => {
    const bens = await place(benToken, {
      form: { ...ADDRESS, email: ann },
      delivery: 'pickup',
      cart: [{ productId: box._id, quantity: 1 }],
    });
    assert.equal(bens.body.userEmail, ben, 'claiming another e-mail in the form changes nothing');
    const annsOrders = (await api<Order[]>('/api/orders/my', { headers: bearer(annToken) })).body;
    assert.ok(annsOrders.length > 0);
    assert.ok(annsOrders.every((order) => order.userEmail === ann));
    assert.ok(!annsOrders.some((order) => order._id === bens.body._id));

    const before = await orderCount();
    assert.equal(
      (await place(undefined, { form: ADDRESS, delivery: 'pickup', cart: [{ productId: box._id, quantity: 1 }] }))
        .status,
      401,
    );
    assert.equal(
      (await place(admin, { form: ADDRESS, delivery: 'pickup', cart: [{ productId: box._id, quantity: 1 }] })).status,
      403,
    );
    assert.equal(await orderCount(), before);
    assert.equal((await api('/api/orders/my')).status, 401);

    for (const [path, method] of [
      ['/api/orders', 'GET'],
      [`/api/orders/${bens.body._id}`, 'PATCH'],
      [`/api/orders/${bens.body._id}`, 'DELETE'],
    ] as const) {
      const init = (token?: string) => json(method, token, { status: 'Shipped' });
      const anonymous = await api(path, method === 'GET' ? {} : init());
      assert.equal(anonymous.status, 401, `${method} ${path} anonymous`);
      const asCustomer = await api(path, method === 'GET' ? { headers: bearer(benToken) } : init(benToken));
      assert.equal(asCustomer.status, 403, `${method} ${path} as a customer`);
    }
    const all = (await api<Order[]>('/api/orders', { headers: bearer(admin) })).body;
    assert.ok(all.some((order) => order.userEmail === ann) && all.some((order) => order.userEmail === ben));
  });

  it('status changes any to any, mail the customer once per real change, and refuse unknown statuses', async () => {
    const placed = await place(annToken, {
      form: ADDRESS,
      delivery: 'pickup',
      cart: [{ productId: box._id, quantity: 1 }],
    });
    const { _id, orderId } = placed.body;
    const setStatus = (status: string) => api<Order>(`/api/orders/${_id}`, json('PATCH', admin, { status }));
    const statusMails = (status: string) =>
      smtp.mailsTo(ann).filter((mail) => mail.subject === `Your order ${orderId} is now ${status}`);

    const shipped = await setStatus('Shipped');
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    assert.equal(shipped.body.status, 'Shipped');
    assert.equal((await setStatus('Shipped')).status, 200, 'setting the same status again is fine');
    await waitFor(() => statusMails('Shipped').length === 1 || undefined, 'the Shipped mail');

    const lost = await setStatus('Lost');
    assert.equal(lost.status, 400);
    assert.match(
      String((lost.body as any).message),
      /status must be one of: Pending, Processing, Shipped, Delivered, Cancelled/,
    );

    for (const status of ['Delivered', 'Pending', 'Cancelled', 'Processing']) {
      assert.equal((await setStatus(status)).body.status, status);
    }
    const mine = (await api<Order[]>('/api/orders/my', { headers: bearer(annToken) })).body;
    assert.equal(mine.find((order) => order._id === _id)?.status, 'Processing');
    // Mails are sent side by side: the last change's mail may arrive before an earlier one's.
    const changes = ['Shipped', 'Delivered', 'Pending', 'Cancelled', 'Processing'];
    await waitFor(() => changes.every((status) => statusMails(status).length > 0) || undefined, 'a mail per change');
    for (const status of changes) {
      assert.equal(statusMails(status).length, 1, `one ${status} mail`);
    }
    assert.equal((await api(`/api/orders/${'x'.repeat(24)}`, json('PATCH', admin, { status: 'Shipped' }))).status, 404);
    assert.equal((await api(`/api/orders/${'x'.repeat(65)}`, json('PATCH', admin, { status: 'Shipped' }))).status, 400);
  });

  it('the admin list pages, counts and searches by any part of the orderId in any case', async () => {
    const total = await orderCount();
    const page = await api<Order[]>('/api/orders?page=1&size=3', { headers: bearer(admin) });
    assert.equal(page.status, 200);
    assert.equal(page.body.length, 3);
    assert.equal(page.headers.get('x-total-count'), String(total));
    const next = await api<Order[]>('/api/orders?page=2&size=3', { headers: bearer(admin) });
    assert.equal(
      next.body.filter((order) => page.body.some((seen) => seen._id === order._id)).length,
      0,
      'pages never overlap',
    );
    const times = page.body.concat(next.body).map((order) => order.createdAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');

    const target = page.body[1];
    const middle = target.orderId.slice(5, 12).toLowerCase();
    const found = await api<Order[]>(`/api/orders?page=1&size=100&search=${encodeURIComponent(middle)}`, {
      headers: bearer(admin),
    });
    assert.ok(found.body.some((order) => order._id === target._id));
    assert.ok(found.body.every((order) => order.orderId.toLowerCase().includes(middle)));
    assert.equal(found.headers.get('x-total-count'), String(found.body.length));

    const regexChars = await api<Order[]>(`/api/orders?search=${encodeURIComponent('.*(')}`, {
      headers: bearer(admin),
    });
    assert.equal(regexChars.status, 200, 'a search is text, not a pattern');
    assert.deepEqual(regexChars.body, []);
    for (const bad of ['page=0', 'size=101', 'page=abc', 'page=1e20', 'page=1000001', `search=${'x'.repeat(65)}`]) {
      assert.equal((await api(`/api/orders?${bad}`, { headers: bearer(admin) })).status, 400, bad);
    }
    const far = await api<{ message: string }>('/api/orders?page=1e20&size=10', { headers: bearer(admin) });
    assert.equal(far.body.message, 'page must be a whole number from 1 to 1000000');
    assert.equal((await api('/api/orders?page=1000000&size=100', { headers: bearer(admin) })).status, 200);
  });

  it('the admin deletes an order: gone from both lists, a second delete is 404', async () => {
    const placed = await place(benToken, {
      form: ADDRESS,
      delivery: 'pickup',
      cart: [{ productId: box._id, quantity: 1 }],
    });
    const removed = await api(`/api/orders/${placed.body._id}`, { method: 'DELETE', headers: bearer(admin) });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body, { deleted: true });
    const all = (await api<Order[]>('/api/orders', { headers: bearer(admin) })).body;
    assert.ok(!all.some((order) => order._id === placed.body._id));
    const mine = (await api<Order[]>('/api/orders/my', { headers: bearer(benToken) })).body;
    assert.ok(!mine.some((order) => order._id === placed.body._id));
    assert.equal(
      (await api(`/api/orders/${placed.body._id}`, { method: 'DELETE', headers: bearer(admin) })).status,
      404,
    );
    // Deleted at once after placing, its confirmation still goes out (the outbox keeps its events).
    await waitFor(
      () => smtp.mailsTo(ben).find((mail) => mail.subject === `Your order ${placed.body.orderId} is placed`),
      'the confirmation of the deleted order',
    );
  });
});
