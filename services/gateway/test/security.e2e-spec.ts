import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStack, TEST_ADMIN, waitFor, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, pngImage, storedImageCount } from './support/http.js';
import { putRawObject } from './support/object-store.js';

interface Bouquet {
  _id: string;
  name: string;
  price: number;
}

/** Every file and folder under `dir`, with its permission bits. */
function modesUnder(dir: string): { path: string; mode: number }[] {
  return readdirSync(dir, { recursive: true }).map((entry) => {
    const path = join(dir, String(entry));
    return { path, mode: statSync(path).mode & 0o777 };
  });
}

describe('gateway security over HTTP (real services, built SPA)', () => {
  let stack: Stack;
  let token: string;
  let cookie: string;
  /** The shop's own origin, and a page on another port of the same host (same site, other origin). */
  let own: string;
  let foreign: string;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
  const bouquets = async () => (await api<Bouquet[]>('/api/bouquets')).body;
  const createBouquet = async (headers: Record<string, string>, fields: Record<string, string | Blob> = {}) =>
    api('/api/bouquets', {
      method: 'POST',
      headers,
      body: form({ name: 'Forged Bouquet', price: '10', images: await pngImage(), ...fields }),
    });

  before(async () => {
    stack = await startStack({ withSpa: true });
    own = stack.baseUrl;
    foreign = `http://127.0.0.1:${Number(new URL(own).port) + 1}`;
    ({ token, cookie } = await adminLogin(stack.baseUrl));
  });
  after(async () => stack?.close());

  describe('cross-site writes with the admin cookie', () => {
    it('a multipart POST from another origin is refused with 403 and stores nothing', async () => {
      const before = await bouquets();
      const images = storedImageCount(stack.dataDir);
      const forged = await createBouquet({ cookie, origin: foreign });
      assert.equal(forged.status, 403, JSON.stringify(forged.body));
      assert.equal(forged.body.code, 'GATEWAY.FORBIDDEN');
      assert.match(forged.body.message, new RegExp(`Requests from ${foreign}`));
      assert.deepEqual(await bouquets(), before);
      assert.equal(storedImageCount(stack.dataDir), images);
    });

    it('without Origin, a foreign Referer is refused, and so is a write that names no source at all', async () => {
      const before = await bouquets();
      assert.equal((await createBouquet({ cookie, referer: `${foreign}/attack.html` })).status, 403);
      const anonymous = await createBouquet({ cookie });
      assert.equal(anonymous.status, 403);
      assert.match(anonymous.body.message, /Origin or Referer/);
      assert.equal((await createBouquet({ cookie, origin: 'null' })).status, 403);
      assert.deepEqual(await bouquets(), before);
    });

    it('a bearer header beside the cookie does not let a foreign write through, valid or not', async () => {
      const before = await bouquets();
      for (const header of ['Bearer not-a-token', `Bearer ${token}`]) {
        const forged = await createBouquet({ cookie, authorization: header, origin: foreign });
        assert.equal(forged.status, 403, `${header.slice(0, 14)}…: ${JSON.stringify(forged.body)}`);
      }
      assert.deepEqual(await bouquets(), before);
    });

    it('DELETE and PUT from another origin are refused too', async () => {
      const created = await createBouquet({ cookie, origin: own }, { name: 'Keep Me' });
      assert.equal(created.status, 201);
      const path = `/api/bouquets/${created.body._id}`;
      assert.equal((await api(path, { method: 'DELETE', headers: { cookie, origin: foreign } })).status, 403);
      const put = await api(path, {
        method: 'PUT',
        headers: { cookie, origin: foreign },
        body: form({ name: 'Hijacked' }),
      });
      assert.equal(put.status, 403);
      assert.equal((await api<Bouquet>(path)).body.name, 'Keep Me');
    });

    it('the same origin passes, by Origin (localhost or 127.0.0.1) or by Referer; a bearer header needs neither', async () => {
      assert.equal((await createBouquet({ cookie, origin: own })).status, 201);
      const localhost = own.replace('127.0.0.1', 'localhost');
      assert.equal((await createBouquet({ cookie, origin: localhost })).status, 201);
      assert.equal((await createBouquet({ cookie, referer: `${own}/admin/bouquets` })).status, 201);
      assert.equal((await createBouquet(bearer(token))).status, 201);
    });

    it('admin sign-in keeps working, also while an older admin cookie is present', async () => {
      const fresh = await adminLogin(stack.baseUrl);
      assert.ok(fresh.token);
      const again = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: own },
        body: JSON.stringify({ email: 'admin@flowershop.test', password: 'test-admin-password' }),
      });
      assert.equal(again.status, 200);
    });
  });

  describe('admin sign-out', () => {
    it('revokes the token on the server: afterwards the bearer and the cookie both get 401 and nothing is written', async () => {
      const session = await adminLogin(stack.baseUrl);
      const out = await api('/api/auth/admin/logout', {
        method: 'POST',
        headers: { ...bearer(session.token), cookie: session.cookie, origin: own },
      });
      assert.equal(out.status, 200);
      assert.match(out.headers.get('set-cookie') ?? '', /admin_token=;.*Expires=Thu, 01 Jan 1970/i);
      const before = await bouquets();
      assert.equal((await createBouquet(bearer(session.token))).status, 401);
      assert.equal((await createBouquet({ cookie: session.cookie, origin: own })).status, 401);
      assert.deepEqual(await bouquets(), before);
    });
  });

  describe('admin cookie lifetime', () => {
    it("lasts as long as the token in it, set by identity's ADMIN_TOKEN_TTL_SECONDS alone", async () => {
      // Only identity gets the shorter lifetime: the gateway must not keep a setting of its own.
      const startIdentity = await stack.stop('identity');
      await startIdentity({ ADMIN_TOKEN_TTL_SECONDS: '600' });
      await waitFor(async () => (await api('/api/health')).status === 200, 'identity answers again');
      const login = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: own },
        body: JSON.stringify(TEST_ADMIN),
      });
      assert.equal(login.status, 200);
      const maxAge = Number(/Max-Age=(\d+)/i.exec(login.headers.get('set-cookie') ?? '')?.[1]);
      assert.ok(maxAge > 540 && maxAge <= 600, `cookie Max-Age ${maxAge}`);
    });
  });

  describe('security headers', () => {
    it('every answer (page, API, error) carries the CSP, nosniff, a Referrer-Policy and no framing', async () => {
      for (const path of ['/', '/bouquets', '/api/health', '/api/nothing-here']) {
        const response = await fetch(`${stack.baseUrl}${path}`, { headers: { accept: 'text/html' } });
        const csp = response.headers.get('content-security-policy') ?? '';
        assert.match(csp, /default-src 'self'/, path);
        assert.match(csp, /script-src 'self'(;|$)/, path);
        assert.match(csp, /style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/, path);
        assert.match(csp, /img-src 'self' data: blob:/, path);
        assert.match(csp, /media-src 'self' blob:/, path);
        assert.match(csp, /frame-src https:\/\/www\.google\.com https:\/\/maps\.google\.com/, path);
        assert.match(csp, /frame-ancestors 'none'/, path);
        assert.doesNotMatch(csp, /script-src[^;]*unsafe|unsafe-eval/, path);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
        assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
        await response.arrayBuffer();
      }
    });

    it('API answers are not kept (tokens, orders, admin lists) unless their route says they may be', async () => {
      const login = await api<{ token: string }>('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      assert.equal(login.status, 200);
      assert.equal(login.headers.get('cache-control'), 'no-store', 'the answer with the token');
      const { token } = login.body;
      for (const path of ['/api/contacts', '/api/orders', '/api/custom-orders', '/api/admin/dashboard']) {
        const response = await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get('cache-control'), 'no-store', path);
      }
      const caching = async (path: string) => {
        const response = await fetch(`${stack.baseUrl}${path}`);
        await response.arrayBuffer();
        return response.headers.get('cache-control');
      };
      assert.notEqual(await caching('/api/bouquets'), 'no-store');
      assert.equal(await caching('/api/opening-hours'), 'public, max-age=60');
    });

    it("inline styles need this page's own nonce: a fresh one per answer, named in the page it protects", async () => {
      const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
      const first = await fetch(`${stack.baseUrl}/`, { headers: { accept: 'text/html' } });
      const second = await fetch(`${stack.baseUrl}/`, { headers: { accept: 'text/html' } });
      const [html, nonce] = [await first.text(), nonceOf(first.headers.get('content-security-policy'))];
      await second.arrayBuffer();
      assert.ok(nonce);
      assert.notEqual(nonceOf(second.headers.get('content-security-policy')), nonce);
      assert.match(html, new RegExp(`<meta name="csp-nonce" content="${nonce!.replace(/[+/]/g, '\\$&')}" />`));
      assert.doesNotMatch(first.headers.get('content-security-policy') ?? '', /unsafe-inline/);
    });

    it('the built SPA needs nothing the CSP forbids: no inline scripts in index.html', async () => {
      const page = await api<string>('/', { headers: { accept: 'text/html' } });
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.body, /<script(?![^>]*\ssrc=)[^>]*>/);
    });
  });

  describe('images', () => {
    it('a stored image is served as its image type with a sandboxing CSP of its own', async () => {
      const created = await createBouquet(bearer(token));
      const response = await fetch(`${stack.baseUrl}${created.body.images[0]}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; sandbox");
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      await response.arrayBuffer();
    });

    it('an object whose stored type is not webp, png or jpeg is never served (404)', async () => {
      for (const [type, body] of [
        ['text/html', '<script>alert(document.cookie)</script>'],
        ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
        ['application/octet-stream', 'bytes'],
      ]) {
        const key = `${randomUUID()}.png`;
        await putRawObject(stack.env, key, body, type);
        const answer = await api(`/api/images/${key}`);
        assert.equal(answer.status, 404, type);
        assert.doesNotMatch(JSON.stringify(answer.body), /script|svg/, type);
      }
      const key = `${randomUUID()}.png`;
      await putRawObject(stack.env, key, 'png bytes', 'image/png');
      assert.equal((await api(`/api/images/${key}`)).status, 200);
    });
  });

  describe('input that means nothing', () => {
    const refused = async (fields: Record<string, string>, message: RegExp) => {
      const answer = await createBouquet(bearer(token), fields);
      assert.equal(answer.status, 400, JSON.stringify(fields));
      assert.match(answer.body.message, message, JSON.stringify(fields));
    };

    it('names empty after trimming, or with control or bidirectional-override characters, are refused', async () => {
      const before = await bouquets();
      await refused({ name: '   ' }, /^name must not be empty$/);
      await refused({ name: 'Rose\u0007Bell' }, /^name must not contain control characters$/);
      await refused({ name: 'Rose\nLine' }, /control characters/);
      for (const bidi of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
        await refused({ name: `Rose${bidi}gpj.exe` }, /^name must not contain bidirectional-override characters$/);
      }
      assert.deepEqual(await bouquets(), before);
    });

    it('a name is stored trimmed', async () => {
      const created = await createBouquet(bearer(token), { name: '  Sunny Tulips  ' });
      assert.equal(created.status, 201);
      assert.equal(created.body.name, 'Sunny Tulips');
    });

    it('prices that are not plain decimals with at most two decimals are refused with why', async () => {
      const before = await bouquets();
      for (const price of ['0x10', '1e2', 'true', ' 12 ', 'abc', '', '12,50', '+5', 'Infinity', 'NaN']) {
        await refused({ price }, /^price must be a number/);
      }
      await refused({ price: '12.345' }, /^price must have at most 2 decimals$/);
      await refused({ price: '-1' }, /^price must be a positive number$/);
      await refused({ price: '0' }, /^price must be a positive number$/);
      await refused({ price: '100000.01' }, /^price must not be above 100000$/);
      assert.deepEqual(await bouquets(), before);
      for (const [price, stored] of [
        ['12', 12],
        ['12.5', 12.5],
        ['0.99', 0.99],
        ['100000', 100000],
      ] as const) {
        const created = await createBouquet(bearer(token), { price });
        assert.equal(created.status, 201, price);
        assert.equal(created.body.price, stored);
      }
    });

    it('deeply nested JSON gets 400 with a clear message, not 500', async () => {
      const deep = `{"email":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"password":"x"}`;
      const answer = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      });
      assert.equal(answer.status, 400);
      assert.match(answer.body.message, /nested too deeply/);
      const arrays = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"email":${'['.repeat(40)}${']'.repeat(40)}}`,
      });
      assert.equal(arrays.status, 400);
      assert.match(arrays.body.message, /nested too deeply/);
    });

    it('a JSON body in another charset than UTF-8 is 415: read as UTF-8 it could hide its nesting', async () => {
      // In UTF-16LE '∀' is the bytes 00 22: read as UTF-8 that is a quote, so the depth check saw
      // the real brackets after it as text, while JSON.parse (which decodes UTF-16) nested them.
      const hidden = `{"email":"\u2200","password":${'['.repeat(20000)}${']'.repeat(20000)}}`;
      const answer = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-16le' },
        body: Buffer.from(hidden, 'utf16le'),
      });
      assert.equal(answer.status, 415, JSON.stringify(answer.body));
      assert.equal(answer.body.code, 'GATEWAY.UNSUPPORTED_MEDIA_TYPE');
      assert.match(answer.body.message, /UTF-8/);
      const plain = await api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
      });
      assert.equal(plain.status, 401, 'UTF-8, in any case, is read as before');
    });
    it('a write whose body is not JSON is 415 saying what to send, and changes nothing', async () => {
      const message = JSON.stringify({
        name: 'Ann',
        phone: '555-0100',
        email: 'ann@example.com',
        subject: 'Hi',
        message: 'Hello',
      });
      const before = (await api('/api/contacts', { headers: bearer(token) })).body.length;
      for (const [type, body] of [
        ['text/plain;charset=UTF-8', message],
        ['application/x-www-form-urlencoded', 'name=Ann&email=ann%40example.com'],
        [undefined, Buffer.from(message)],
      ] as const) {
        const answer = await api('/api/contacts', {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
        });
        assert.equal(answer.status, 415, `${type}: ${JSON.stringify(answer.body)}`);
        assert.equal(answer.body.code, 'GATEWAY.UNSUPPORTED_MEDIA_TYPE');
        assert.match(answer.body.message, /^Send the body as JSON \(Content-Type: application\/json\); /);
      }
      // A route that takes files says so; there a multipart body is read as before.
      const multipartOnJsonRoute = await api('/api/contacts', { method: 'POST', body: form({ name: 'Ann' }) });
      assert.equal(multipartOnJsonRoute.status, 415);
      const upload = await createBouquet(bearer(token), { images: 'not a file' });
      assert.notEqual(upload.status, 415, JSON.stringify(upload.body));
      const textOnUploadRoute = await api('/api/bouquets', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'text/plain' },
        body: 'x',
      });
      assert.equal(textOnUploadRoute.status, 415);
      assert.match(textOnUploadRoute.body.message, /or multipart\/form-data; not text\/plain/);
      assert.equal((await api('/api/contacts', { headers: bearer(token) })).body.length, before);
      const json = await api('/api/contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: message,
      });
      assert.equal(json.status, 201, JSON.stringify(json.body));
    });

    it('a multipart body whose Content-Type the upload reader cannot parse is 400, not 500', async () => {
      // Express reads these as multipart; multer cannot parse them and reads no parts at all.
      for (const type of ['multipart/form-data; boundary=', 'multipart/form-data;', 'multipart/form-data; x']) {
        const answer = await api('/api/custom-orders', {
          method: 'POST',
          headers: { 'content-type': type },
          body: 'xx',
        });
        assert.equal(answer.status, 400, `${type}: ${JSON.stringify(answer.body)}`);
        assert.match(answer.body.message, /"data" is required/);
      }
    });
  });

  describe('missing files and page navigations', () => {
    it('files that do not exist answer 404, never index.html', async () => {
      for (const path of ['/assets/old.js', '/favicon.ico', '/media/nothing.webm', '/bouquets/photo.png']) {
        const answer = await api(path, { headers: { accept: '*/*' } });
        assert.equal(answer.status, 404, path);
        assert.doesNotMatch(String(answer.body), /<div id="root">/, path);
      }
    });

    it('only a request that accepts HTML gets the SPA page; others get 404', async () => {
      const page = await api<string>('/bouquets/some-id', { headers: { accept: 'text/html,application/xhtml+xml' } });
      assert.equal(page.status, 200);
      assert.match(page.body, /<div id="root">/);
      assert.equal((await api('/bouquets/some-id', { headers: { accept: 'application/json' } })).status, 404);
      assert.equal((await api('/bouquets/some-id', { headers: { accept: '*/*' } })).status, 404);
    });

    it('existing files are served; unknown /api paths stay JSON 404', async () => {
      assert.equal((await api('/favicon.svg')).status, 200);
      const missing = await api('/api/no-such-route', { headers: { accept: 'text/html' } });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.code, 'GATEWAY.NOT_FOUND');
    });
  });

  it('data files and folders are readable by their owner only', () => {
    const entries = modesUnder(join(stack.dataDir, 'db'));
    assert.ok(entries.some((entry) => entry.path.endsWith('.db')));
    for (const { path, mode } of entries) assert.equal(mode & 0o077, 0, `${path} is ${mode.toString(8)}`);
  });
});
