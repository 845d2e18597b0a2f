import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EXIT_CONFIG } from '@flowershop/common/bootstrap';
import { REPO_ROOT, startStack, TEST_ADMIN, type Stack } from '@flowershop/common/testing';
import { adminLogin, call, form, pngImage } from './support/http.js';

const LIMIT = 3;

describe('gateway security settings: TRUSTED_PROXIES, the admin sign-in limit and PUBLIC_ORIGIN (real services)', () => {
  let stack: Stack;
  const attempt = (forwardedFor?: string) =>
    call(stack.baseUrl, '/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: 'a wrong guess' }),
    });
  /** Restarts only the gateway (fresh rate-limit counters) with these settings. */
  const restartGateway = async (env: Record<string, string>) => (await stack.stop('gateway'))(env);

  before(async () => {
    stack = await startStack({ env: { ADMIN_LOGIN_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  after(async () => stack?.close());

  it('with no trusted proxy, rotating X-Forwarded-For does not escape the limit; the 429 has Retry-After', async () => {
    for (let i = 1; i <= LIMIT; i++) assert.equal((await attempt(`198.51.100.${i}`)).status, 401);
    const limited = await attempt('198.51.100.99');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.code, 'GATEWAY.RATE_LIMITED');
    const retryAfter = limited.headers.get('retry-after') ?? '';
    assert.match(retryAfter, /^\d+$/);
    assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= 60, retryAfter);
    assert.equal((await attempt()).status, 429);
  });

  it('with the caller trusted as a proxy, each forwarded client has its own budget', async () => {
    await restartGateway({ TRUSTED_PROXIES: '127.0.0.1' });
    for (let i = 1; i <= LIMIT; i++) assert.equal((await attempt('203.0.113.1')).status, 401);
    assert.equal((await attempt('203.0.113.1')).status, 429);
    assert.equal((await attempt('203.0.113.2')).status, 401);
    assert.equal((await attempt('10.0.0.7, 203.0.113.3')).status, 401);
  });

  it('an IPv6 client is its /64: rotating addresses inside it does not buy a fresh budget', async () => {
    // One home line or server gets a /64 (2^64 addresses): counted per address, no limit would hold.
    await restartGateway({ TRUSTED_PROXIES: '127.0.0.1' });
    for (let i = 1; i <= LIMIT; i++) assert.equal((await attempt(`2001:db8:1:2::${i}`)).status, 401);
    assert.equal((await attempt('2001:db8:1:2:ffff:1234:5678:9abc')).status, 429);
    assert.equal((await attempt('2001:0DB8:0001:0002::beef')).status, 429, 'another spelling of the same /64');
    assert.equal((await attempt('2001:db8:1:3::1')).status, 401, 'the next /64 is another client');
  });

  it('PUBLIC_ORIGIN replaces the local origins for cookie-authenticated writes', async () => {
    await restartGateway({ PUBLIC_ORIGIN: 'https://shop.example.com, https://www.shop.example.com' });
    const { cookie } = await adminLogin(stack.baseUrl);
    const create = async (origin: string) =>
      call(stack.baseUrl, '/api/boxes', {
        method: 'POST',
        headers: { cookie, origin },
        body: form({ name: 'Origin Box', price: '10', image: await pngImage() }),
      });
    assert.equal((await create('https://www.shop.example.com')).status, 201);
    assert.equal((await create(stack.baseUrl)).status, 403);
  });

  it('a gateway with a malformed PUBLIC_ORIGIN or TRUSTED_PROXIES stops at start-up and says why', () => {
    const main = join(REPO_ROOT, 'services', 'gateway', 'dist', 'src', 'main.js');
    for (const [name, value, message] of [
      ['PUBLIC_ORIGIN', 'https://shop.example.com/admin', /PUBLIC_ORIGIN must be comma-separated origins/],
      ['TRUSTED_PROXIES', '127.0.0.1, proxy.example.com', /TRUSTED_PROXIES must be comma-separated IP addresses/],
    ] as const) {
      const run = spawnSync(process.execPath, [main], {
        env: { ...process.env, ...stack.env, PORT: '0', [name]: value },
        encoding: 'utf8',
        timeout: 20_000,
      });
      assert.equal(run.status, EXIT_CONFIG, run.stderr);
      assert.match(run.stderr, message);
    }
  });
});
