import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  freePort,
  signToken,
  startServiceProcess,
  startStack,
  waitFor,
  type ServiceProcess,
  type Stack,
} from '@flowershop/common/testing';
import { bearer, call } from './support/http.js';

/**
 * A gateway keeps the customer tokens identity verified for a while (ADR 11), so a shopper's
 * requests skip a broker round trip; a logout through any gateway must still end the token
 * everywhere at once. Two gateways on one stack over RabbitMQ, as replicas behind a load balancer.
 */
describe('verified customer tokens across gateways (RabbitMQ)', () => {
  let stack: Stack;
  let second: ServiceProcess;
  let secondUrl: string;

  before(async () => {
    stack = await startStack({ transport: 'rmq' });
    const port = await freePort();
    second = await startServiceProcess(
      join('services', 'gateway', 'dist', 'src', 'main.js'),
      // Its start-up line is logged at the info level, which the stack's own processes leave out.
      { ...stack.env, PORT: String(port), LOG_LEVEL: 'debug' },
      'Gateway listening on',
    );
    secondUrl = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    await second?.stop();
    await stack?.close();
  });

  it('answers a verified token without identity, and refuses it everywhere once it is revoked through the other gateway', async () => {
    const email = `kept-${Date.now()}@example.test`;
    const token = signToken(stack.env.JWT_SECRET, { sub: email, email, role: 'customer' });
    const me = () => call(secondUrl, '/api/users/me', { headers: bearer(token) });
    // The gateway starts listening only once its revocation feed is bound: this answer is kept.
    assert.equal((await me()).status, 200);

    const restartIdentity = await stack.stop('identity');
    try {
      // Identity is down: only a kept token can still be answered (with identity needed it would time out).
      assert.equal((await me()).status, 200, 'the second gateway answers the token it verified');
    } finally {
      await restartIdentity();
    }

    const logout = await call(stack.baseUrl, '/api/users/logout', { method: 'POST', headers: bearer(token) });
    assert.equal(logout.status, 200, JSON.stringify(logout.body));
    assert.equal((await call(stack.baseUrl, '/api/users/me', { headers: bearer(token) })).status, 401);
    await waitFor(async () => (await me()).status === 401, 'the second gateway to refuse the revoked token', 5_000);
  });
});
