import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  brokerConnectionCount,
  brokerPort,
  PROCESS_NAMES,
  startStack,
  TEST_RABBITMQ_URL,
  type Stack,
} from '@flowershop/common/testing';
import { adminLogin, bearer, call } from './support/http.js';

/**
 * Every process of the shop holds exactly one AMQP connection over RabbitMQ: RPC server, RPC
 * client, event publisher and event consumer share it (ADR 0007). Counted from each process's
 * open sockets, so a connection opened any other way would show.
 */
describe('one AMQP connection per process (TRANSPORT=rmq)', () => {
  let stack: Stack;

  before(async () => {
    stack = await startStack({ transport: 'rmq' });
  });
  after(async () => stack?.close());

  it('after requests to every service and an event, each process holds one connection to the broker', async () => {
    const api = <T = unknown>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
    // The gateway asks each service; identity signs in; messaging stores and publishes an event it consumes itself.
    assert.equal((await api('/api/health')).status, 200);
    assert.equal((await api('/api/boxes')).status, 200);
    const { token } = await adminLogin(stack.baseUrl);
    const sent = await api('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'one-connection-1' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Connections', message: 'Hello' }),
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.equal((await api('/api/contacts', { headers: bearer(token) })).status, 200);

    const pids = stack.pids();
    const port = brokerPort(TEST_RABBITMQ_URL);
    const counts = Object.fromEntries(PROCESS_NAMES.map((name) => [name, brokerConnectionCount(pids[name]!, port)]));
    assert.deepEqual(counts, Object.fromEntries(PROCESS_NAMES.map((name) => [name, 1])));
  });
});
