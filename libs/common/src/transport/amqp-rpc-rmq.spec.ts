import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import amqp from 'amqplib';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { EventOutbox } from '../events/event-envelope.js';
import { brokerConnectionCount, brokerPort } from '../testing/amqp-connections.js';
import { freePort } from '../testing/free-port.js';
import { deleteRmqPrefix, testRmqEnv, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { RPC_TEST_EVENT, rpcTestPatterns, startRpcTestApp } from '../testing/rpc-test-app.js';
import { rejectsWith } from '../testing/service-errors.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { exchangeName, queueName, ServiceClients } from './service-clients.js';

const P = rpcTestPatterns('catalog');

describe('RPC over RabbitMQ on the shared connection (AmqpRpcServer, AmqpRpcClient)', () => {
  const dir = tempDir('flowershop-rpc-rmq-');
  const env = testRmqEnv(dir.path, {
    RPC_TIMEOUT_MS: '3000',
    // One request at a time: a request left unacknowledged would block every one after it.
    RMQ_RPC_PREFETCH: '1',
    EVENT_RELAY_INTERVAL_MS: '100',
  });
  const prefix = env.RMQ_PREFIX;
  const config = loadConfig(CommonConfig, env);
  const events: unknown[] = [];
  let app: INestMicroservice | undefined;
  let clients: ServiceClients;

  const startApp = async () => {
    app = await startRpcTestApp({ service: 'catalog', env, onEvent: (payload) => events.push(payload) });
  };
  /** A raw connection of the test's own, opened only after the connection count was taken. */
  const withRawChannel = async <T>(use: (channel: amqp.Channel) => Promise<T>): Promise<T> => {
    const connection = await amqp.connect(TEST_RABBITMQ_URL);
    try {
      return await use(await connection.createChannel());
    } finally {
      await connection.close();
    }
  };

  before(async () => {
    env.CATALOG_TCP_PORT = String(await freePort());
    await startApp();
    clients = new ServiceClients(config);
  });
  after(async () => {
    await clients?.close();
    await app?.close();
    await deleteRmqPrefix(prefix);
    dir.remove();
  });

  it('carries the RPC server, the RPC client and the event backbone on one AMQP connection', async () => {
    assert.deepEqual(await clients.send('catalog', P.echo, { hello: 'broker' }), { hello: 'broker' });
    await app!.get(EventOutbox).publish([{ type: RPC_TEST_EVENT, payload: { n: 1 } }]);
    await waitFor(() => events.length === 1, 'the event');
    assert.equal(brokerConnectionCount('self', brokerPort(TEST_RABBITMQ_URL)), 1);
  });

  it("declares the durable service queue on the RPC topic exchange, bound to the service's patterns", async () => {
    await withRawChannel(async (channel) => {
      await channel.checkExchange(exchangeName(config));
      assert.equal((await channel.checkQueue(queueName('catalog', config))).consumerCount, 1);
      // A request published by hand with the pattern as routing key reaches the handler.
      const { queue: replies } = await channel.assertQueue('', { exclusive: true });
      channel.publish(exchangeName(config), P.echo, Buffer.from(JSON.stringify({ pattern: P.echo, data: 'by hand' })), {
        replyTo: replies,
        correlationId: 'hand-1',
      });
      const reply = await waitFor(() => channel.get(replies, { noAck: true }), 'the reply');
      assert.equal(reply.properties.correlationId, 'hand-1');
      assert.deepEqual(JSON.parse(reply.content.toString()), { response: 'by hand', isDisposed: true });
    });
  });

  it("returns a service's error as ServiceCallError with its code and status", async () => {
    await rejectsWith(clients.send('catalog', P.refuse, {}), 409, { code: 'RPCTEST.REFUSED' });
  });

  it('answers a throwing handler with 500 once, acknowledges it and never redelivers it', async () => {
    await rejectsWith(clients.send('catalog', P.crash, {}), 500, { code: 'CATALOG.INTERNAL' });
    // Prefetch 1: had the failed request stayed unacknowledged, this one would never be delivered.
    assert.deepEqual(await clients.send('catalog', P.echo, 'after the crash'), 'after the crash');
    await new Promise((done) => setTimeout(done, 300));
    assert.deepEqual(await clients.send('catalog', P.calls, {}), { crash: 1 });
  });

  it('acknowledges and drops a message that is not a request (not JSON, no reply address)', async () => {
    await withRawChannel(async (channel) => {
      channel.sendToQueue(queueName('catalog', config), Buffer.from('not json'));
      channel.publish(
        exchangeName(config),
        P.count,
        Buffer.from(JSON.stringify({ pattern: P.count, data: { key: 'x' } })),
      );
    });
    assert.deepEqual(await clients.send('catalog', P.echo, 'still served'), 'still served');
    assert.deepEqual(
      await clients.send('catalog', P.calls, {}),
      { crash: 1 },
      'the request without reply address did not run',
    );
  });

  it('answers "no handler" (503) for a pattern bound to the queue that no handler serves', async () => {
    const stale = 'catalog.rpc-test.removed';
    await withRawChannel((channel) => channel.bindQueue(queueName('catalog', config), exchangeName(config), stale));
    const started = Date.now();
    await rejectsWith(clients.send('catalog', stale, {}), 503, { code: 'GATEWAY.UNAVAILABLE' });
    assert.ok(Date.now() - started < 2000, 'answered, not timed out');
  });

  it('takes requests again when its queue was deleted under it (the broker cancels the consumer, the connection stays)', async () => {
    await withRawChannel((channel) => channel.deleteQueue(queueName('catalog', config)));
    const consumers = () =>
      withRawChannel(async (channel) => {
        channel.on('error', () => undefined); // a queue not declared (yet) closes the channel: 0
        return (await channel.checkQueue(queueName('catalog', config))).consumerCount;
      }).catch(() => 0);
    await waitFor(async () => (await consumers()) === 1, 'the queue declared again with its consumer', 5000);
    assert.deepEqual(await clients.send('catalog', P.echo, 'after the delete'), 'after the delete');
  });

  it('lets a request expire with its time-out: a service that comes back later does not run it', async () => {
    await app!.close();
    app = undefined;
    await rejectsWith(clients.send('catalog', P.count, { key: 'late' }, 300), 504, { code: 'GATEWAY.TIMEOUT' });
    await new Promise((done) => setTimeout(done, 500));
    await startApp();
    assert.deepEqual(await clients.send('catalog', P.count, { key: 'now' }), 1);
    assert.deepEqual(await clients.send('catalog', P.calls, {}), { now: 1 }, 'the expired request never ran');
  });

  it('releases the connection once the app and the clients are closed', async () => {
    assert.equal(brokerConnectionCount('self', brokerPort(TEST_RABBITMQ_URL)), 1);
    await clients.close();
    await app!.close();
    app = undefined;
    await waitFor(() => brokerConnectionCount('self', brokerPort(TEST_RABBITMQ_URL)) === 0, 'the connection to close');
  });
});
