import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CustomOrder } from '@flowershop/common/contracts';
import { addDays, latestCustomOrderDay, shopToday } from '@flowershop/common/shop-rules';
import { SmtpTestServer, startStack, waitFor, type Stack } from '@flowershop/common/testing';
import {
  adminLogin,
  assertLoadsAsImage,
  bearer,
  call,
  pngImage,
  signToken,
  storedImageCount,
  textFile,
} from './support/http.js';

const SHOP = 'custom-desk@bloom.test';
const IN_A_MONTH = addDays(shopToday(), 30);
const RATE_LIMIT = 40;
const EXISTING = {
  type: 'existing',
  name: '  Cara Example ',
  email: 'cara@example.test',
  phone: '609 555 0111',
  message: 'For my mother.\nShe loves yellow.',
  productName: 'Rose Dream',
  changes: { flowers: [' tulips', 'daisies '], colorTheme: 'Yellow', wrappingSheet: 'Cow', extras: ['a card'] },
};
const UPLOAD = {
  type: 'upload',
  name: 'Dan Example',
  email: 'dan@example.test',
  phone: '609 555 0122',
  message: '',
  flowerType: 'Peonies',
  occasion: 'Anniversary',
  budget: '$60 – $90',
  deliveryDate: IN_A_MONTH,
};

describe('custom orders over HTTP (RabbitMQ, real SMTP)', () => {
  let stack: Stack;
  let smtp: SmtpTestServer;
  let admin: string;
  let clients = 0;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  /** A submission from its own client address, so the per-client limit stays out of the way. */
  const submit = (data: unknown, image?: Blob, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
    if (image) form.append('uploadImage', image, image instanceof File ? image.name : 'picture.png');
    return api<CustomOrder>('/api/custom-orders', {
      method: 'POST',
      headers: { 'x-forwarded-for': `203.0.113.${(++clients % 250) + 1}`, ...headers },
      body: form,
    });
  };
  const list = async () => (await api<CustomOrder[]>('/api/custom-orders', { headers: bearer(admin) })).body;

  before(async () => {
    smtp = await SmtpTestServer.start();
    stack = await startStack({
      transport: 'rmq',
      env: {
        SMTP_URL: smtp.url,
        SHOP_ADMIN_EMAIL: SHOP,
        TRUSTED_PROXIES: 'loopback',
        CUSTOM_ORDER_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      },
    });
    admin = (await adminLogin(stack.baseUrl)).token;
  });
  after(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('stores an existing-mode request as sent, trimmed, Pending; the shop and the shopper are mailed once each', async () => {
    const answer = await submit(EXISTING);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const { _id, createdAt, ...stored } = answer.body;
    assert.deepEqual(stored, {
      type: 'existing',
      name: 'Cara Example',
      email: 'cara@example.test',
      phone: '609 555 0111',
      message: 'For my mother.\nShe loves yellow.',
      productName: 'Rose Dream',
      changes: { flowers: ['tulips', 'daisies'], colorTheme: 'Yellow', wrappingSheet: 'Cow', extras: ['a card'] },
      status: 'Pending',
    });
    assert.ok(Math.abs(Date.parse(createdAt) - Date.now()) < 60_000);
    assert.deepEqual(
      (await list()).find((order) => order._id === _id),
      answer.body,
    );

    const notice = await waitFor(
      () => smtp.mailsTo(SHOP).find((mail) => mail.subject === 'New custom order request from Cara Example'),
      'the shop notice',
    );
    assert.match(notice.text ?? '', /Flowers:\s+tulips, daisies/);
    assert.match(notice.text ?? '', /Wrapping:\s+Cow/);
    assert.equal(notice.replyTo?.value[0]?.address, 'cara@example.test');
    const acknowledgement = await waitFor(
      () => smtp.mailsTo('cara@example.test').find((mail) => mail.subject === 'We have your custom order request'),
      'the acknowledgement',
    );
    // Anyone can send the form for any address: the acknowledgement carries none of their words.
    for (const body of [acknowledgement.text ?? '', String(acknowledgement.html)]) {
      assert.match(body, /Thank you for your custom order request/);
      for (const theirs of ['Cara', 'Rose Dream', '609 555 0111', 'yellow']) assert.ok(!body.includes(theirs), theirs);
    }
  });

  it('stores an upload-mode request with its picture re-encoded; the shop mail carries it', async () => {
    const answer = await submit(UPLOAD, await pngImage(80, 60));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'Pending');
    assert.deepEqual(
      [answer.body.flowerType, answer.body.occasion, answer.body.budget, answer.body.deliveryDate],
      ['Peonies', 'Anniversary', '$60 – $90', IN_A_MONTH],
    );
    assert.equal(answer.body.changes, undefined, 'no existing-mode fields');
    assert.match(answer.body.uploadImage ?? '', /^\/api\/images\/custom-[0-9a-f-]{36}\.webp$/);
    await assertLoadsAsImage(stack.baseUrl, answer.body.uploadImage!, { headers: bearer(admin) });

    const notice = await waitFor(
      () => smtp.mailsTo(SHOP).find((mail) => mail.subject === 'New custom order request from Dan Example'),
      'the shop notice with the picture',
    );
    assert.equal(notice.attachments.length, 1);
    assert.equal(notice.attachments[0].contentType, 'image/webp');
    assert.ok(notice.attachments[0].size > 0);
    // Without a picture the image is null, and the request is still taken.
    const bare = await submit({ ...UPLOAD, name: 'Eve Example', email: 'eve@example.test', deliveryDate: '' });
    assert.equal(bare.status, 201);
    assert.equal(bare.body.uploadImage, null);
    // One of each once they arrived (mail ids are keyed by event id, so a redelivery queues no second one).
    await waitFor(() => smtp.mailsTo('dan@example.test').length === 1 || undefined, 'the acknowledgement to Dan');
    assert.equal(smtp.mailsTo(SHOP).filter((mail) => mail.subject?.endsWith('Dan Example')).length, 1);
    assert.equal(smtp.mailsTo('dan@example.test').length, 1);
  });

  it('refuses bad requests per mode with a message, storing neither the order nor its picture', async () => {
    const ordersBefore = (await list()).length;
    const imagesBefore = storedImageCount(stack.dataDir);
    const cases: [unknown, RegExp][] = [
      [{ ...EXISTING, name: '   ' }, /name must not be empty/],
      [{ ...EXISTING, email: undefined }, /email must be a valid e-mail address/],
      [{ ...UPLOAD, email: 'not-an-email' }, /email must be a valid e-mail address/],
      [{ ...UPLOAD, phone: undefined }, /phone/],
      [{ ...EXISTING, type: 'other' }, /type must be one of: existing, upload/],
      [{ ...EXISTING, admin: true }, /admin should not exist/],
      [{ ...UPLOAD, productName: 'Rose Dream' }, /productName should not exist/],
      [{ ...EXISTING, changes: undefined }, /changes must be an object/],
      [
        { ...EXISTING, changes: { ...EXISTING.changes, flowers: Array(21).fill('rose') } },
        /flowers must have at most 20 entries/,
      ],
      [
        { ...EXISTING, changes: { ...EXISTING.changes, wrappingSheet: 'Gold Foil' } },
        /wrappingSheet must be one of the paper sheets/,
      ],
      [{ ...EXISTING, changes: { ...EXISTING.changes, extras: [''] } }, /extras must not be empty/],
      [{ ...UPLOAD, deliveryDate: '2020-01-01' }, /deliveryDate must not be in the past/],
      [{ ...UPLOAD, deliveryDate: '2099-02-30' }, /deliveryDate must be a real calendar day/],
      [
        { ...UPLOAD, deliveryDate: addDays(latestCustomOrderDay(), 1) },
        new RegExp(`must be at most a year ahead, until ${latestCustomOrderDay()}`),
      ],
      [{ ...UPLOAD, message: 'x'.repeat(2001) }, /message must be at most 2000 characters/],
      [{ ...UPLOAD, name: { $ne: null } }, /name must be text/],
      ['{not json', /"data" must be JSON/],
      [
        JSON.stringify({ ...EXISTING, changes: { ...EXISTING.changes, flowers: 'DEEP' } }).replace(
          '"DEEP"',
          '['.repeat(5000) + ']'.repeat(5000),
        ),
        /"data" is nested too deeply \(more than 32 levels\)/,
      ],
      [[UPLOAD], /data must be a JSON object/],
    ];
    for (const [data, message] of cases) {
      const answer = await submit(data);
      assert.equal(
        answer.status,
        400,
        `${JSON.stringify(data).slice(0, 80)} → ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      assert.match(String((answer.body as any).message), message);
    }
    const picture = await pngImage();
    const withPictureInExistingMode = await submit(EXISTING, picture);
    assert.equal(withPictureInExistingMode.status, 400);
    assert.match(String((withPictureInExistingMode.body as any).message), /upload-mode custom orders only/);
    const notAnImage = await submit(UPLOAD, textFile());
    assert.equal(notAnImage.status, 415, JSON.stringify(notAnImage.body));
    const noData = await api('/api/custom-orders', { method: 'POST', body: new FormData() });
    assert.equal(noData.status, 400);
    assert.match(String((noData.body as any).message), /"data" is required/);

    assert.equal((await list()).length, ordersBefore, 'no order stored');
    assert.equal(storedImageCount(stack.dataDir), imagesBefore, 'no picture stored');
  });

  it('the admin reads them by type and a page at a time, with X-Total-Count and the counts per type', async () => {
    for (const data of [EXISTING, UPLOAD, EXISTING]) assert.equal((await submit(data)).status, 201);
    const all = await list();
    const counts = await api<Record<string, number>>('/api/custom-orders/counts', { headers: bearer(admin) });
    assert.equal(counts.status, 200);
    const ofType = (type: string) => all.filter((order) => order.type === type);
    assert.deepEqual(counts.body, {
      all: all.length,
      existing: ofType('existing').length,
      upload: ofType('upload').length,
    });
    const existingPage = await api<CustomOrder[]>('/api/custom-orders?type=existing&page=1&size=2', {
      headers: bearer(admin),
    });
    assert.equal(existingPage.status, 200);
    assert.equal(existingPage.headers.get('x-total-count'), String(ofType('existing').length));
    assert.deepEqual(existingPage.body, ofType('existing').slice(0, 2), 'newest first, only that type');
    const second = await api<CustomOrder[]>('/api/custom-orders?page=2&size=2', { headers: bearer(admin) });
    assert.deepEqual(second.body, all.slice(2, 4));
    const bad = await api<{ message: string }>('/api/custom-orders?type=photo', { headers: bearer(admin) });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'type must be one of: existing, upload');
    const customer = signToken(stack.env.JWT_SECRET, { sub: 'c-8', email: 'c8@example.test', role: 'customer' });
    assert.equal((await api('/api/custom-orders/counts', { headers: bearer(customer) })).status, 403);
    assert.equal((await api('/api/custom-orders/counts')).status, 401);
  });

  it('anyone may submit; only the admin lists and deletes (anonymous 401, customer 403)', async () => {
    const customer = signToken(stack.env.JWT_SECRET, { sub: 'c-9', email: 'c9@example.test', role: 'customer' });
    const answer = await submit({ ...UPLOAD, name: 'Fay Example' });
    assert.equal(answer.status, 201);
    assert.equal((await api('/api/custom-orders')).status, 401);
    assert.equal((await api('/api/custom-orders', { headers: bearer(customer) })).status, 403);
    const path = `/api/custom-orders/${answer.body._id}`;
    assert.equal((await api(path, { method: 'DELETE' })).status, 401);
    assert.equal((await api(path, { method: 'DELETE', headers: bearer(customer) })).status, 403);

    const all = await list();
    const times = all.map((order) => order.createdAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    assert.equal(all[0]._id, answer.body._id);

    const removed = await api(path, { method: 'DELETE', headers: bearer(admin) });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body, { deleted: true });
    assert.ok(!(await list()).some((order) => order._id === answer.body._id));
    assert.equal((await api(path, { method: 'DELETE', headers: bearer(admin) })).status, 404);
    const overLong = await api(`/api/custom-orders/${'x'.repeat(65)}`, { method: 'DELETE', headers: bearer(admin) });
    assert.equal(overLong.status, 400);
  });

  it("a request's picture is the admin's only, kept by no cache, and removed with the request", async () => {
    const customer = signToken(stack.env.JWT_SECRET, { sub: 'c-8', email: 'c8@example.test', role: 'customer' });
    const answer = await submit({ ...UPLOAD, name: 'Gil Example' }, await pngImage(40, 30));
    assert.equal(answer.status, 201);
    const picture = answer.body.uploadImage!;
    assert.equal((await fetch(`${stack.baseUrl}${picture}`)).status, 401, 'anonymous');
    assert.equal((await fetch(`${stack.baseUrl}${picture}?w=160`)).status, 401, 'anonymous, a resized copy');
    assert.equal((await fetch(`${stack.baseUrl}${picture}`, { headers: bearer(customer) })).status, 403, 'a customer');
    for (const url of [picture, `${picture}?w=160`]) {
      const shown = await fetch(`${stack.baseUrl}${url}`, { headers: bearer(admin) });
      assert.equal(shown.status, 200, url);
      assert.equal(shown.headers.get('cache-control'), 'private, no-store', url);
      await shown.arrayBuffer();
    }
    // The catalogue's images stay public and cacheable.
    const sheets = await api<{ image: string }[]>('/api/paper-sheets');
    const sheet = await fetch(`${stack.baseUrl}${sheets.body[0].image}`);
    assert.equal(sheet.status, 200);
    assert.match(sheet.headers.get('cache-control') ?? '', /^public, max-age=31536000, immutable$/);
    await sheet.arrayBuffer();

    const imagesBefore = storedImageCount(stack.dataDir);
    const removed = await api(`/api/custom-orders/${answer.body._id}`, { method: 'DELETE', headers: bearer(admin) });
    assert.deepEqual([removed.status, removed.body], [200, { deleted: true }]);
    assert.equal(
      (await fetch(`${stack.baseUrl}${picture}`, { headers: bearer(admin) })).status,
      404,
      'the picture is gone',
    );
    const resized = await fetch(`${stack.baseUrl}${picture}?w=160`, { headers: bearer(admin) });
    assert.equal(resized.status, 404, 'no resized copy outlives it');
    assert.equal(storedImageCount(stack.dataDir), imagesBefore - 1);
  });

  it('a retried submission with one Idempotency-Key is stored once; the same key for another request is 422', async () => {
    const key = randomUUID();
    const before = (await list()).length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        submit({ ...EXISTING, name: 'Gus Example' }, undefined, { 'Idempotency-Key': key }),
      ),
    );
    for (const answer of answers) assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(new Set(answers.map((answer) => answer.body._id)).size, 1);
    assert.equal((await list()).length, before + 1);
    const other = await submit({ ...EXISTING, name: 'Gus Other' }, undefined, { 'Idempotency-Key': key });
    assert.deepEqual([other.status, (other.body as unknown as { code: string }).code], [422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it("a retried upload keeps one picture: the repeat's copy is removed, another picture under the key is 422", async () => {
    const key = randomUUID();
    const picture = await pngImage(50, 40);
    const first = await submit({ ...UPLOAD, name: 'Hal Example' }, picture, { 'Idempotency-Key': key });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const imagesAfterFirst = storedImageCount(stack.dataDir);
    const repeat = await submit({ ...UPLOAD, name: 'Hal Example' }, picture, { 'Idempotency-Key': key });
    assert.deepEqual(
      [repeat.status, repeat.body._id, repeat.body.uploadImage],
      [201, first.body._id, first.body.uploadImage],
    );
    const otherPicture = await submit({ ...UPLOAD, name: 'Hal Example' }, await pngImage(51, 40), {
      'Idempotency-Key': key,
    });
    assert.equal(otherPicture.status, 422, JSON.stringify(otherPicture.body));
    assert.equal(storedImageCount(stack.dataDir), imagesAfterFirst, 'no picture left behind by the repeats');
    await assertLoadsAsImage(stack.baseUrl, first.body.uploadImage!, { headers: bearer(admin) });
  });

  it('limits submissions per client with 429 and Retry-After', async () => {
    const client = '198.51.100.77';
    let refused: Awaited<ReturnType<typeof submit>> | undefined;
    for (let i = 0; i <= RATE_LIMIT && !refused; i++) {
      const answer = await submit('{not json', undefined, { 'x-forwarded-for': client });
      if (answer.status === 429) refused = answer;
    }
    assert.ok(refused, `no 429 within ${RATE_LIMIT + 1} requests`);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal((await submit('{not json')).status, 400, 'another client is not held up');
  });
});
