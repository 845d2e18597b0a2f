import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, TEST_ADMIN, type Stack } from '@flowershop/common/testing';
import { bearer, call, form, pngImage } from './support/http.js';

describe('the whole shop over RabbitMQ (TRANSPORT=rmq)', () => {
  let stack: Stack;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);

  before(async () => {
    stack = await startStack({ transport: 'rmq', env: { ADMIN_LOGIN_LIMIT_PER_MINUTE: '3' } });
  });
  after(async () => stack?.close());

  it('is healthy and serves the admin and box routes through the broker', async () => {
    assert.equal((await api('/api/health')).status, 200);
    const login = await api('/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    assert.equal(login.status, 200);
    const created = await api('/api/boxes', {
      method: 'POST',
      headers: bearer(login.body.token),
      body: form({ name: 'Broker Box', price: '30', image: await pngImage() }),
    });
    assert.equal(created.status, 201);
    const list = await api<{ name: string }[]>('/api/boxes');
    assert.deepEqual(
      list.body.map((box) => box.name),
      ['Broker Box'],
    );
    const invalid = await api('/api/boxes', {
      method: 'POST',
      headers: bearer(login.body.token),
      body: form({ price: '30' }),
    });
    assert.equal(invalid.status, 400);
  });

  it('rate-limits admin sign-in attempts per address with 429', async () => {
    const attempt = () =>
      api('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'guess@example.com', password: 'guess-guess' }),
      });
    // The first test already used one of the three attempts of this minute.
    assert.equal((await attempt()).status, 401);
    assert.equal((await attempt()).status, 401);
    const limited = await attempt();
    assert.equal(limited.status, 429);
    assert.equal(limited.body.code, 'GATEWAY.RATE_LIMITED');
  });

  it('answers 504 within the call time-out while a service is down, and recovers when it is back', async () => {
    const restart = await stack.stop('catalog');
    const started = Date.now();
    // Not the list read before: the gateway keeps that one ready to send (ADR 0010).
    const answer = await api('/api/boxes/no-such-box');
    const waited = Date.now() - started;
    assert.ok([503, 504].includes(answer.status), `status ${answer.status}`);
    assert.ok(waited < Number(stack.env.RPC_TIMEOUT_MS) + 2000, `waited ${waited} ms`);
    const health = await api('/api/health');
    assert.equal(health.status, 503);
    assert.match(health.body.message, /catalog/);
    await restart();
    assert.equal((await api('/api/boxes')).status, 200);
  });
});
