import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import amqp from 'amqplib';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { withCorrelation } from '../logging/correlation.js';
import { freePort } from '../testing/free-port.js';
import { deleteRmqPrefix, testRmqEnv, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { rpcTestPatterns, startRpcTestApp } from '../testing/rpc-test-app.js';
import { rejectsWith } from '../testing/service-errors.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { RPC_BATCH_CONTENT_TYPE, RPC_BATCH_LIMIT } from './rpc-batch.js';
import { exchangeName, ServiceClients } from './service-clients.js';

const P = rpcTestPatterns('catalog');
const CALLS = 50;

/** `CALLS` calls started in one event-loop turn, so the client sends them as one batch. */
const together = <T>(call: (n: number) => Promise<T>) => Promise.all(Array.from({ length: CALLS }, (_, n) => call(n)));

describe('batched RPC over RabbitMQ (ADR 0015)', () => {
  const dir = tempDir('flowershop-rpc-batch-');
  const env = testRmqEnv(dir.path, {
    RPC_TIMEOUT_MS: '5000',
    // One message at a time: a batch is one delivery, answered and acknowledged as a whole.
    RMQ_RPC_PREFETCH: '1',
  });
  const prefix = env.RMQ_PREFIX;
  const config = loadConfig(CommonConfig, env);
  let app: INestMicroservice | undefined;
  let clients: ServiceClients;
  const counters = () => clients.send<Record<string, number>>('catalog', P.calls, {});

  before(async () => {
    env.CATALOG_TCP_PORT = String(await freePort());
    app = await startRpcTestApp({ service: 'catalog', env });
    clients = new ServiceClients(config);
    await clients.send('catalog', P.echo, 'warm'); // the channel is up: later calls are batched
  });
  after(async () => {
    await clients?.close();
    await app?.close();
    await deleteRmqPrefix(prefix);
    dir.remove();
  });

  it('answers identical reads to a read-only handler sent together with one call, shared and frozen', async () => {
    const answers = await together(() =>
      clients.send<{ key: string; run: number; tags: string[] }>('catalog', P.read, { key: 'same' }),
    );
    for (const answer of answers) assert.deepEqual(answer, { key: 'same', run: 1, tags: ['fresh', 'read'] });
    assert.equal((await counters())['read:same'], 1, 'the handler ran once for the whole batch');
    // One caller cannot change what another reads.
    assert.ok(Object.isFrozen(answers[0]) && Object.isFrozen(answers[0].tags));
    assert.throws(() => answers[0].tags.push('changed'), TypeError);
    // A later read is computed again, never an answer kept from before; a lone one is frozen too.
    const alone = await clients.send<{ run: number; tags: string[] }>('catalog', P.read, { key: 'same' });
    assert.equal(alone.run, 2);
    assert.ok(Object.isFrozen(alone.tags));
  });

  it('answers different reads sent together each with its own call', async () => {
    const answers = await together((n) => clients.send<{ key: string }>('catalog', P.read, { key: `key-${n % 10}` }));
    answers.forEach((answer, n) => assert.equal(answer.key, `key-${n % 10}`));
    const calls = await counters();
    for (let key = 0; key < 10; key += 1) assert.equal(calls[`read:key-${key}`], 1, `key-${key}`);
  });

  it('runs a handler that is not read-only once per request, even for identical requests sent together', async () => {
    const answers = await together(() => clients.send<number>('catalog', P.count, { key: 'writes' }));
    assert.deepEqual(
      [...answers].sort((a, b) => a - b),
      Array.from({ length: CALLS }, (_, n) => n + 1),
    );
    assert.equal((await counters()).writes, CALLS);
  });

  it("runs each batched request under its caller's correlation id", async () => {
    const answers = await together((n) =>
      withCorrelation(`caller-${n}`, () => clients.send('catalog', P.correlation, {})),
    );
    answers.forEach((answer, n) => assert.equal(answer, `caller-${n}`));
  });

  it("gives each caller of a batch its own error, and the batch's other callers their answers", async () => {
    const outcomes = await together((n) =>
      (n % 2 ? clients.send('catalog', P.refuse, {}) : clients.send('catalog', P.echo, n)).catch(
        (error: unknown) => error,
      ),
    );
    outcomes.forEach((outcome, n) => {
      if (n % 2 === 0) assert.equal(outcome, n);
    });
    await Promise.all(
      outcomes
        .filter((_, n) => n % 2)
        .map((error) => rejectsWith(Promise.reject(error), 409, { code: 'RPCTEST.REFUSED' })),
    );
  });

  it(`splits more than ${RPC_BATCH_LIMIT} requests of one turn into several messages, all answered`, async () => {
    const many = RPC_BATCH_LIMIT * 2 + 7;
    const answers = await Promise.all(Array.from({ length: many }, (_, n) => clients.send('catalog', P.echo, n)));
    assert.deepEqual(
      answers,
      Array.from({ length: many }, (_, n) => n),
    );
  });

  it('answers a batch published by hand in one message, with the ids it was given', async () => {
    const connection = await amqp.connect(TEST_RABBITMQ_URL);
    try {
      const channel = await connection.createChannel();
      const { queue: replies } = await channel.assertQueue('', { exclusive: true });
      const batch = { pattern: P.echo, requests: [1, 2, 3].map((n) => ({ id: `hand-${n}`, data: `#${n}` })) };
      channel.publish(exchangeName(config), P.echo, Buffer.from(JSON.stringify(batch)), {
        replyTo: replies,
        contentType: RPC_BATCH_CONTENT_TYPE,
      });
      const received: Array<{ ids: string[]; packet: { response: unknown } }> = [];
      await waitFor(async () => {
        const reply = await channel.get(replies, { noAck: true });
        if (reply) received.push(...(JSON.parse(reply.content.toString()) as typeof received));
        return received.length === 3;
      }, 'the three answers');
      assert.deepEqual(
        received.map(({ ids, packet }) => [ids, packet.response]),
        [1, 2, 3].map((n) => [[`hand-${n}`], `#${n}`]),
      );
    } finally {
      await connection.close();
    }
  });
});
