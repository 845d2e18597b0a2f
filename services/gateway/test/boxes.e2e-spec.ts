import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, TEST_ADMIN, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, pngImage, signToken, storedImageCount } from './support/http.js';

interface Box {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
}

const UPLOAD_LIMIT = 200 * 1024;

describe('gateway /api/boxes over HTTP (real services, TCP)', () => {
  let stack: Stack;
  let admin: string;
  let customer: string;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const boxes = async () => (await api<Box[]>('/api/boxes')).body;
  const storedImages = () => storedImageCount(stack.dataDir);

  before(async () => {
    stack = await startStack({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) } });
    admin = (await adminLogin(stack.baseUrl)).token;
    customer = signToken(stack.env.JWT_SECRET, { sub: 'c1', email: 'shopper@example.com', role: 'customer' });
  });
  after(async () => stack?.close());

  it('admin login answers { token, admin } and sets an httpOnly cookie; wrong credentials get one 401', async () => {
    const ok = await api('/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    assert.deepEqual(ok.body.admin, { email: TEST_ADMIN.email });
    assert.match(ok.headers.get('set-cookie') ?? '', /admin_token=.+HttpOnly/i);
    for (const wrong of [
      { ...TEST_ADMIN, password: 'nope-nope' },
      { email: 'x@y.z', password: TEST_ADMIN.password },
      {},
    ]) {
      const denied = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(wrong),
      });
      assert.equal(denied.status, 401);
      assert.equal(denied.body.message, 'Invalid email or password');
    }
  });

  it('creates a box from multipart with the admin bearer token and serves its re-encoded image', async () => {
    const created = await api<Box>('/api/boxes', {
      method: 'POST',
      headers: bearer(admin),
      body: form({ name: 'Pink Box', price: '45', image: await pngImage() }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.name, 'Pink Box');
    assert.equal(created.body.price, 45);
    assert.equal(typeof created.body._id, 'string');
    const image = await fetch(`${stack.baseUrl}${created.body.imageUrl}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
    assert.match(image.headers.get('cache-control') ?? '', /max-age=31536000/);
    assert.ok((await boxes()).some((box) => box._id === created.body._id));
  });

  it('accepts the admin cookie instead of a bearer token', async () => {
    const { cookie } = await adminLogin(stack.baseUrl);
    const created = await api<Box>('/api/boxes', {
      method: 'POST',
      headers: { cookie, origin: stack.baseUrl },
      body: form({ name: 'Cookie Box', price: '12.5', image: await pngImage() }),
    });
    assert.equal(created.status, 201);
  });

  it('lists boxes low to high by default and high to low on request', async () => {
    const ascending = await boxes();
    assert.ok(ascending.length >= 2);
    assert.deepEqual(
      ascending.map((b) => b.price),
      [...ascending.map((b) => b.price)].sort((a, b) => a - b),
    );
    const asc = (await api<Box[]>('/api/boxes?sort=price_asc')).body;
    assert.deepEqual(asc, ascending);
    const desc = (await api<Box[]>('/api/boxes?sort=price_desc')).body;
    assert.deepEqual(
      desc.map((b) => b.price),
      [...ascending.map((b) => b.price)].reverse(),
    );
    assert.equal((await api('/api/boxes?sort=cheapest')).status, 400);
  });

  it('refuses writes without a token (401) and with a customer token (403), changing nothing', async () => {
    const before = await boxes();
    const target = before[0]._id;
    const attempts: [string, string][] = [
      ['POST', '/api/boxes'],
      ['PUT', `/api/boxes/${target}`],
      ['DELETE', `/api/boxes/${target}`],
    ];
    for (const [method, path] of attempts) {
      const body = method === 'DELETE' ? undefined : form({ name: 'Hacked', price: '1', image: await pngImage() });
      assert.equal((await api(path, { method, body })).status, 401, `${method} without token`);
      assert.equal((await api(path, { method, body, headers: bearer(customer) })).status, 403, `${method} as customer`);
      assert.equal(
        (await api(path, { method, body, headers: bearer('not-a-token') })).status,
        401,
        `${method} with junk`,
      );
    }
    assert.deepEqual(await boxes(), before);
  });

  it('answers bad input with 400, 415 and 413 and stores nothing', async () => {
    const before = await boxes();
    const imagesBefore = storedImages();
    const image = await pngImage();
    const cases: [Record<string, string | Blob>, number][] = [
      [{ price: '10', image }, 400],
      [{ name: '', price: '10', image }, 400],
      [{ name: 'X', price: '-1', image }, 400],
      [{ name: 'X', price: 'abc', image }, 400],
      [{ name: 'X', price: '0', image }, 400],
      [{ name: 'X', price: '10' }, 400],
      [{ name: 'X', price: '10', colour: 'red', image }, 400],
      [{ name: 'X', price: '10', image: new Blob(['just text'], { type: 'image/png' }) }, 415],
      [
        {
          name: 'X',
          price: '10',
          image: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
        },
        415,
      ],
      [{ name: 'X', price: '10', image: new Blob([new Uint8Array(UPLOAD_LIMIT + 1)], { type: 'image/png' }) }, 413],
    ];
    for (const [fields, status] of cases) {
      const answer = await api('/api/boxes', { method: 'POST', headers: bearer(admin), body: form(fields) });
      assert.equal(answer.status, status, `${JSON.stringify(Object.keys(fields))} → ${JSON.stringify(answer.body)}`);
      assert.equal(typeof answer.body.message, 'string');
      assert.equal(typeof answer.body.code, 'string');
    }
    assert.deepEqual(await boxes(), before);
    assert.equal(storedImages(), imagesBefore);
  });

  it('PUT changes only the fields sent; a new image replaces the old one', async () => {
    const [box] = await boxes();
    const renamed = await api<Box>(`/api/boxes/${box._id}`, {
      method: 'PUT',
      headers: bearer(admin),
      body: form({ name: 'Renamed Box' }),
    });
    assert.equal(renamed.status, 200);
    assert.deepEqual({ ...renamed.body, updatedAt: undefined }, { ...box, name: 'Renamed Box', updatedAt: undefined });
    const repriced = await api<Box>(`/api/boxes/${box._id}`, {
      method: 'PUT',
      headers: bearer(admin),
      body: form({ price: '99.99' }),
    });
    assert.equal(repriced.body.price, 99.99);
    assert.equal(repriced.body.name, 'Renamed Box');
    const reimaged = await api<Box>(`/api/boxes/${box._id}`, {
      method: 'PUT',
      headers: bearer(admin),
      body: form({ image: await pngImage(30, 30, '#4caf50') }),
    });
    assert.notEqual(reimaged.body.imageUrl, box.imageUrl);
    assert.equal((await fetch(`${stack.baseUrl}${box.imageUrl}`)).status, 404);
    assert.equal((await fetch(`${stack.baseUrl}${reimaged.body.imageUrl}`)).status, 200);
  });

  it('404s unknown ids for PUT and DELETE, leaving no uploaded image behind', async () => {
    const imagesBefore = storedImages();
    const put = await api('/api/boxes/unknown-id', {
      method: 'PUT',
      headers: bearer(admin),
      body: form({ name: 'Ghost', image: await pngImage() }),
    });
    assert.equal(put.status, 404);
    assert.equal(put.body.code, 'CATALOG.NOT_FOUND');
    assert.equal((await api('/api/boxes/unknown-id', { method: 'DELETE', headers: bearer(admin) })).status, 404);
    assert.equal(storedImages(), imagesBefore);
  });

  it('DELETE removes the box and its image', async () => {
    const [box] = await boxes();
    const removed = await api(`/api/boxes/${box._id}`, { method: 'DELETE', headers: bearer(admin) });
    assert.equal(removed.status, 200);
    assert.ok(!(await boxes()).some((b) => b._id === box._id));
    assert.equal((await fetch(`${stack.baseUrl}${box.imageUrl}`)).status, 404);
  });

  it('unknown API paths answer a JSON 404; unknown images 404', async () => {
    const missing = await api('/api/nothing-here');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.statusCode, 404);
    assert.equal((await api('/api/images/../../etc/passwd')).status, 404);
    assert.equal((await api('/api/images/00000000-0000-0000-0000-000000000000.webp')).status, 404);
  });

  it('health is 200 with every service up, 503 naming a stopped one; calls fail fast, then recover with all data', async () => {
    assert.equal((await api('/api/health')).status, 200);
    const before = await boxes();
    const restart = await stack.stop('catalog');
    const health = await api('/api/health');
    assert.equal(health.status, 503);
    assert.match(health.body.message, /catalog/);
    // The list read before is kept ready to send (ADR 0010); a read that needs the catalogue fails fast.
    assert.deepEqual((await api('/api/boxes')).body, before);
    const started = Date.now();
    const list = await api('/api/boxes/no-such-box');
    assert.ok([503, 504].includes(list.status), `status ${list.status}`);
    assert.ok(Date.now() - started < 5000);
    await restart();
    // The restarted service reads the same files: nothing was lost.
    assert.deepEqual(await boxes(), before);
  });
});
