import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  startGatewayInstance,
  startStack,
  waitFor,
  type GatewayInstance,
  type Stack,
} from '@flowershop/common/testing';
import { adminLogin, bearer, call, form } from './support/http.js';

interface Keychain {
  _id: string;
  name: string;
  price: number;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** GET as bytes on the wire: fetch would undo the content coding this suite checks. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const names = (list: Keychain[]) => list.map((keychain) => keychain.name);

describe('cached public catalogue reads: ready-to-send answers refreshed by catalog.product.changed (RabbitMQ)', () => {
  let stack: Stack;
  /** A second gateway on the same broker: it hears of changes made through the first one by event only. */
  let other: GatewayInstance;
  let admin: string;
  let adminCookie: string;

  const create = async (name: string, price: string) => {
    const created = await call<Keychain>(stack.baseUrl, '/api/keychains', {
      method: 'POST',
      headers: bearer(admin),
      body: form({ name, price, description: 'A charm for the cache tests' }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body;
  };
  const list = async (baseUrl: string, path = '/api/keychains') => {
    const answer = await rawGet(baseUrl, path);
    assert.equal(answer.status, 200);
    return JSON.parse(answer.bytes.toString('utf8')) as Keychain[];
  };

  before(async () => {
    // A day-long time-to-live: within a test only a change (event or own write) can refresh an answer.
    // A generous call time-out: on a busy machine a slow catalogue answer is not what this suite tests.
    stack = await startStack({
      transport: 'rmq',
      env: { CATALOG_CACHE_TTL_MS: String(86_400_000), RPC_TIMEOUT_MS: '20000' },
    });
    ({ token: admin, cookie: adminCookie } = await adminLogin(stack.baseUrl));
    other = await startGatewayInstance(stack, { LOG_LEVEL: 'log' });
    for (let i = 0; i < 12; i += 1) await create(`Charm ${i} with a longer name to compress`, String(10 + i));
  });
  after(async () => {
    await other?.stop();
    await stack?.close();
  });

  it('answers with a strong ETag; If-None-Match with it (or any coding of it) answers 304 without a body', async () => {
    const first = await rawGet(stack.baseUrl, '/api/keychains');
    assert.equal(first.status, 200);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[A-Za-z0-9_-]+"$/, 'strong: no W/ prefix');
    assert.equal(first.headers.vary, 'Accept-Encoding');
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.equal(first.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(Number(first.headers['content-length']), first.bytes.length);

    const again = await rawGet(stack.baseUrl, '/api/keychains', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.bytes.length, 0);
    assert.equal(again.headers.etag, etag);
    const brotliTag = (await rawGet(stack.baseUrl, '/api/keychains', { 'accept-encoding': 'br' })).headers.etag;
    assert.notEqual(brotliTag, etag, 'each coding has its own tag');
    assert.equal(
      (await rawGet(stack.baseUrl, '/api/keychains', { 'if-none-match': `"stale", ${String(brotliTag)}` })).status,
      304,
    );
    assert.equal((await rawGet(stack.baseUrl, '/api/keychains', { 'if-none-match': '"stale"' })).status, 200);
  });

  it('sends brotli or gzip as the client accepts them, each decoding to the same JSON bytes', async () => {
    const plain = await rawGet(stack.baseUrl, '/api/keychains');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(JSON.parse(plain.bytes.toString('utf8')).length, 12);
    const brotli = await rawGet(stack.baseUrl, '/api/keychains', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.ok(brotli.bytes.length < plain.bytes.length);
    assert.deepEqual(brotliDecompressSync(brotli.bytes), plain.bytes);
    const gzip = await rawGet(stack.baseUrl, '/api/keychains', { 'accept-encoding': 'gzip, br;q=0.5' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.bytes), plain.bytes);
    const refused = await rawGet(stack.baseUrl, '/api/keychains', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.deepEqual(refused.bytes, plain.bytes);
  });

  it('a cached answer carries the security headers and the request id', async () => {
    await rawGet(stack.baseUrl, '/api/keychains');
    const cached = await rawGet(stack.baseUrl, '/api/keychains', { 'x-request-id': 'cache-test-1' });
    assert.equal(cached.headers['x-request-id'], 'cache-test-1');
    assert.match(String(cached.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(cached.headers['x-content-type-options'], 'nosniff');
    assert.equal(cached.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(cached.headers['x-powered-by'], undefined);
  });

  it('each query variant is its own answer; a query the route refuses is still refused', async () => {
    const ascending = await list(stack.baseUrl);
    assert.deepEqual(await list(stack.baseUrl, '/api/keychains?sort=price_asc'), ascending);
    assert.deepEqual(await list(stack.baseUrl, '/api/keychains?sort=price_desc'), [...ascending].reverse());
    assert.deepEqual(await list(stack.baseUrl, '/api/keychains?sort=price_desc'), [...ascending].reverse());
    for (const path of ['/api/keychains?sort=newest', '/api/keychains?sort=price_asc&x=1', '/api/keychains?limit=1']) {
      assert.equal((await rawGet(stack.baseUrl, path)).status, 400, path);
    }
    assert.equal((await rawGet(stack.baseUrl, '/api/keychains/no-such-keychain')).status, 404);
  });

  it('an admin create, update and delete show on the next read, through this gateway and (by event) another', async () => {
    // Both gateways hold the list and one product before the changes.
    const [target] = await list(stack.baseUrl);
    for (const baseUrl of [stack.baseUrl, other.baseUrl]) {
      await list(baseUrl);
      await list(baseUrl, '/api/keychains?sort=price_desc');
      assert.equal((await rawGet(baseUrl, `/api/keychains/${target._id}`)).status, 200);
    }

    const created = await create('Freshly added charm', '5');
    assert.ok(names(await list(stack.baseUrl)).includes(created.name), 'the writing gateway: at once');
    await waitFor(
      async () => names(await list(other.baseUrl)).includes(created.name),
      'the other gateway to show the new charm',
    );
    assert.ok(names(await list(other.baseUrl, '/api/keychains?sort=price_desc')).includes(created.name));

    const updated = await call<Keychain>(stack.baseUrl, `/api/keychains/${target._id}`, {
      method: 'PUT',
      headers: bearer(admin),
      body: form({ name: 'Renamed charm' }),
    });
    assert.equal(updated.status, 200);
    const readName = async (baseUrl: string) =>
      (JSON.parse((await rawGet(baseUrl, `/api/keychains/${target._id}`)).bytes.toString('utf8')) as Keychain).name;
    assert.equal(await readName(stack.baseUrl), 'Renamed charm');
    await waitFor(
      async () => (await readName(other.baseUrl)) === 'Renamed charm',
      'the other gateway to show the new name',
    );

    const removed = await call(stack.baseUrl, `/api/keychains/${created._id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    assert.equal(removed.status, 200);
    assert.ok(!names(await list(stack.baseUrl)).includes(created.name));
    await waitFor(
      async () => !names(await list(other.baseUrl)).includes(created.name),
      'the other gateway to drop the charm',
    );
  });

  it('a signed-in read (bearer or admin cookie) is never answered from the cache', async () => {
    await list(other.baseUrl);
    // The other gateway is told of this change by event only; a signed-in read must not wait for it.
    const created = await create('Seen by the admin at once', '7');
    for (const headers of [bearer(admin), { cookie: adminCookie }]) {
      const read = await rawGet(other.baseUrl, '/api/keychains', headers);
      assert.equal(read.status, 200);
      assert.ok(names(JSON.parse(read.bytes.toString('utf8')) as Keychain[]).includes(created.name));
      assert.notEqual(read.headers['cache-control'], 'no-cache', 'not the cached answer');
    }
  });
});
