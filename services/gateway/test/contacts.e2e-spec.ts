import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ContactMessage } from '@flowershop/common/contracts';
import { startStack, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, signToken } from './support/http.js';

const LIMIT = 3;
const FIELDS = ['_id', 'name', 'phone', 'email', 'subject', 'message'] as const;
const full = {
  name: 'Grace Hopper',
  phone: '+1 (201) 555-0100',
  email: 'grace@example.com',
  subject: 'Wedding flowers',
  message: 'Could you make twelve table bouquets for June 3rd?',
};

describe('contact messages over HTTP (real services)', () => {
  let stack: Stack;
  let token: string;
  let cookie: string;
  let customer: string;
  let clients = 0;
  /** A client address of its own (the gateway trusts X-Forwarded-For from loopback here). */
  const newClient = () => `198.51.100.${++clients}`;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const send = (body: unknown, headers: Record<string, string> = {}, client = newClient()) =>
    api<ContactMessage & { message: string; code: string }>('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
      body: JSON.stringify(body),
    });
  const messages = async () => {
    const answer = await api<ContactMessage[]>('/api/contacts', { headers: bearer(token) });
    assert.equal(answer.status, 200);
    return answer.body;
  };

  before(async () => {
    stack = await startStack({
      env: { TRUSTED_PROXIES: 'loopback', CONTACT_LIMIT_PER_MINUTE: String(LIMIT) },
    });
    ({ token, cookie } = await adminLogin(stack.baseUrl));
    customer = signToken(stack.env.JWT_SECRET, { sub: 'c1', email: 'shopper@example.com', role: 'customer' });
  });
  after(async () => stack?.close());

  it('anyone may send a message with the five fields (201); the admin sees it with _id, name, phone, email, subject, message', async () => {
    const sent = await send(full);
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.match(sent.body._id, /^[0-9a-f]{24}$/);
    const listed = (await messages()).find((message) => message._id === sent.body._id);
    assert.ok(listed, 'the new message is listed');
    for (const field of FIELDS) assert.equal(typeof listed[field], 'string', field);
    assert.deepEqual(Object.fromEntries(FIELDS.map((field) => [field, listed[field]])), {
      _id: sent.body._id,
      ...full,
    });
    assert.deepEqual(listed, sent.body);
  });

  it('phone and subject are optional; text is stored trimmed', async () => {
    const sent = await send({ name: ' Alan ', email: 'alan@example.com ', message: ' Hello ' });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.deepEqual(
      { name: sent.body.name, email: sent.body.email, message: sent.body.message, phone: sent.body.phone },
      { name: 'Alan', email: 'alan@example.com', message: 'Hello', phone: '' },
    );
    assert.equal(sent.body.subject, '');
  });

  it('refuses a message without name, e-mail or message, or with a bad e-mail, with 400 saying why; nothing is stored', async () => {
    const before = await messages();
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ ...full, name: undefined }, /^name is required$/],
      [{ ...full, name: '  ' }, /^name must not be empty$/],
      [{ ...full, email: undefined }, /^email is required$/],
      [{ ...full, email: 'abc' }, /^email must be a valid e-mail address/],
      [{ ...full, email: 'grace@example' }, /^email must be a valid e-mail address/],
      [{ ...full, message: undefined }, /^message is required$/],
      [{ ...full, message: '' }, /^message must not be empty$/],
      [{ ...full, message: 'x'.repeat(5001) }, /^message must be at most 5000 characters$/],
      [{ ...full, subject: 'x'.repeat(201) }, /^subject must be at most 200 characters$/],
      [{ ...full, name: ['Grace'] }, /^name must be text$/],
      [{ ...full, isAdmin: true }, /isAdmin should not exist/],
    ];
    for (const [body, message] of refused) {
      const answer = await send(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.code, 'GATEWAY.VALIDATION');
      assert.match(answer.body.message, message);
    }
    assert.deepEqual(await messages(), before);
  });

  it('a send repeated with the same Idempotency-Key is stored once; the key with another message is 422', async () => {
    const key = randomUUID();
    const body = { ...full, subject: `Retried ${key}` };
    const first = await send(body, { 'idempotency-key': key });
    const again = await send(body, { 'idempotency-key': key });
    assert.equal(first.status, 201);
    assert.equal(again.status, 201);
    assert.deepEqual(again.body, first.body);
    assert.equal((await messages()).filter((message) => message.subject === body.subject).length, 1);
    const reused = await send({ ...body, message: 'Something else' }, { 'idempotency-key': key });
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'IDEMPOTENCY_KEY_REUSED');
    const malformed = await send(body, { 'idempotency-key': 'bad key!' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.message, /Idempotency-Key must be/);
  });

  it(`limits each client to ${LIMIT} messages a minute (429 with Retry-After), without touching other clients or admin sign-in`, async () => {
    const client = newClient();
    for (let i = 1; i <= LIMIT; i++)
      assert.equal((await send({ ...full, subject: `burst ${i}` }, {}, client)).status, 201);
    const before = await messages();
    const limited = await send({ ...full, subject: 'one too many' }, {}, client);
    assert.equal(limited.status, 429);
    assert.equal(limited.body.code, 'GATEWAY.RATE_LIMITED');
    assert.ok(Number(limited.headers.get('retry-after')) >= 1, 'Retry-After in seconds');
    assert.deepEqual(await messages(), before);
    assert.equal((await send(full)).status, 201, 'another client still gets through');
    const login = await api('/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }),
    });
    assert.equal(login.status, 401, 'sign-in is limited separately');
  });

  it('the admin lists messages newest first, by bearer or by cookie', async () => {
    const older = await send({ ...full, subject: 'older' });
    const newer = await send({ ...full, subject: 'newer' });
    const byCookie = await api<ContactMessage[]>('/api/contacts', { headers: { cookie } });
    assert.equal(byCookie.status, 200);
    assert.ok(Array.isArray(byCookie.body));
    const ids = byCookie.body.map((message) => message._id);
    assert.ok(ids.indexOf(newer.body._id) < ids.indexOf(older.body._id));
    const times = byCookie.body.map((message) => message.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.deepEqual(byCookie.body, await messages());
  });

  it('the admin reads the messages a page at a time, with the total in X-Total-Count; a bad page is 400', async () => {
    for (const n of [1, 2, 3]) await send({ ...full, subject: `paged ${n}` });
    const all = await messages();
    const first = await api<ContactMessage[]>('/api/contacts?page=1&size=2', { headers: bearer(token) });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-total-count'), String(all.length));
    assert.deepEqual(first.body, all.slice(0, 2));
    const second = await api<ContactMessage[]>('/api/contacts?page=2&size=2', { headers: bearer(token) });
    assert.deepEqual(second.body, all.slice(2, 4));
    const bad = await api<{ message: string }>('/api/contacts?page=0', { headers: bearer(token) });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'page must be a whole number from 1 to 1000000');
    const unknown = await api<{ message: string }>('/api/contacts?page=1&sort=name', { headers: bearer(token) });
    assert.equal(unknown.status, 400, 'an unknown parameter is refused, not ignored');
  });

  it('the admin deletes a message with the cookie (from the shop) or bearer; it is gone, and an unknown id is 404', async () => {
    const first = await send({ ...full, subject: 'delete me' });
    const second = await send({ ...full, subject: 'delete me too' });
    const byCookie = await api(`/api/contacts/${first.body._id}`, {
      method: 'DELETE',
      headers: { cookie, origin: stack.baseUrl },
    });
    assert.equal(byCookie.status, 200);
    assert.deepEqual(byCookie.body, { deleted: true });
    const byBearer = await api(`/api/contacts/${second.body._id}`, { method: 'DELETE', headers: bearer(token) });
    assert.equal(byBearer.status, 200);
    const ids = (await messages()).map((message) => message._id);
    assert.ok(!ids.includes(first.body._id) && !ids.includes(second.body._id));
    const again = await api(`/api/contacts/${first.body._id}`, { method: 'DELETE', headers: bearer(token) });
    assert.equal(again.status, 404);
    assert.equal(again.body.code, 'MESSAGING.NOT_FOUND');
    assert.equal(
      (await api(`/api/contacts/${'x'.repeat(65)}`, { method: 'DELETE', headers: bearer(token) })).status,
      400,
    );
  });

  it('reading and deleting are admin-only: no token 401, a customer 403, a cookie from another site 403; nothing is deleted', async () => {
    const kept = await send({ ...full, subject: 'keep me' });
    const path = `/api/contacts/${kept.body._id}`;
    assert.equal((await api('/api/contacts')).status, 401);
    assert.equal((await api(path, { method: 'DELETE' })).status, 401);
    assert.equal((await api('/api/contacts', { headers: bearer(customer) })).status, 403);
    assert.equal((await api(path, { method: 'DELETE', headers: bearer(customer) })).status, 403);
    const foreign = `http://127.0.0.1:${Number(new URL(stack.baseUrl).port) + 1}`;
    assert.equal((await api(path, { method: 'DELETE', headers: { cookie, origin: foreign } })).status, 403);
    assert.ok((await messages()).some((message) => message._id === kept.body._id));
  });
});
