import 'reflect-metadata';
import amqp from 'amqplib';
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MESSAGING_EVENTS } from '../contracts/messaging/index.js';
import { NedbDocumentStore } from '../persistence/nedb-document-store.js';
import { EVENT_HEADERS, eventNames, retryDelays } from './event-topology.js';
import { EFFECTS, startEventTestApp, type EventTestApp } from '../testing/event-test-app.js';
import { freePort } from '../testing/free-port.js';
import { deleteRmqPrefix, testRmqEnv, testRmqPrefix, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { REPO_ROOT } from '../testing/stack.js';
import { startTcpProxy } from '../testing/tcp-proxy.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { createEnvelope } from './event-envelope.js';
import { PENDING_EVENTS_FIELD } from './outbox-relay.js';

const CONTACT = MESSAGING_EVENTS.contactReceived;
const execFileAsync = promisify(execFile);
const PRODUCT_CHANGED = 'catalog.product.changed';

describe('event backbone over RabbitMQ', () => {
  const dir = tempDir('flowershop-events-rmq-');
  const env = testRmqEnv(dir.path, {
    EVENT_RETRY_DELAYS_MS: '100,200',
    EVENT_RELAY_INTERVAL_MS: '100',
  });
  const prefix = env.RMQ_PREFIX;
  const apps: EventTestApp[] = [];
  let publisher: EventTestApp;
  let orders: EventTestApp;
  let identity: EventTestApp;
  let catalog: EventTestApp;
  let broker: amqp.ChannelModel;
  let channel: amqp.Channel;
  /** Poison events whose handler has been "fixed", for the replay test. */
  const cured = new Set<string>();
  /** Events whose handler meets a full disk (the embedded store's write fails with ENOSPC). */
  const fullDisk = new Set<string>();

  const started = async (app: Promise<EventTestApp>) => {
    apps.push(await app);
    return apps.at(-1)!;
  };
  const publishRaw = (routingKey: string, content: Buffer) =>
    channel.publish(eventNames.exchange(prefix), routingKey, content, { persistent: true });

  before(async () => {
    publisher = await started(startEventTestApp({ service: 'messaging', env }));
    orders = await started(startEventTestApp({ service: 'orders', env, events: [CONTACT] }));
    identity = await started(startEventTestApp({ service: 'identity', env, events: [CONTACT] }));
    catalog = await started(
      startEventTestApp({
        service: 'catalog',
        env,
        events: [PRODUCT_CHANGED],
        behaviour: (envelope) => {
          if ((envelope.payload as { poison?: boolean }).poison && !cured.has(envelope.id))
            throw new Error('poison payload');
          if (fullDisk.has(envelope.id))
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
              code: 'ENOSPC',
              syscall: 'write',
            });
        },
      }),
    );
    broker = await amqp.connect(TEST_RABBITMQ_URL);
    channel = await broker.createChannel();
  });

  after(async () => {
    for (const app of apps.reverse()) await app.close();
    await broker?.close();
    await deleteRmqPrefix(prefix, TEST_RABBITMQ_URL, env.EVENT_RETRY_DELAYS_MS);
    dir.remove();
  });

  it('delivers one outbox event to both subscribing services and clears the outbox after the confirm', async () => {
    const doc = await publisher.outbox.insert('contacts', { _id: 'contact-1', name: 'Ann' }, [
      { type: CONTACT, payload: { id: 'contact-1' } },
    ]);
    assert.deepEqual(doc, { _id: 'contact-1', name: 'Ann' }, 'the caller never sees the outbox field');
    await waitFor(() => orders.calls.length === 1 && identity.calls.length === 1, 'both subscribers');
    assert.equal(orders.calls[0]!.id, identity.calls[0]!.id);
    assert.equal(orders.calls[0]!.source, 'messaging');
    assert.ok(!Number.isNaN(Date.parse(orders.calls[0]!.occurredAt)));
    await waitFor(
      async () =>
        !(await publisher.store.collection('contacts').findById('contact-1'))?.[PENDING_EVENTS_FIELD as never],
      'outbox cleared',
    );
  });

  it('runs a redelivered event (same id) once', async () => {
    const envelope = createEnvelope({ type: PRODUCT_CHANGED, payload: { id: 'p-1' } }, 'catalog');
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(envelope)));
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(envelope)));
    const marker = createEnvelope({ type: PRODUCT_CHANGED, payload: { id: 'p-2' } }, 'catalog');
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(marker)));
    await waitFor(() => catalog.calls.some((call) => call.id === marker.id), 'the event after the repeat');
    assert.equal(catalog.calls.filter((call) => call.id === envelope.id).length, 1);
  });

  it('takes events again when its queue was deleted under it (the broker cancels the consumer, the connection stays)', async () => {
    const queue = eventNames.queue(prefix, 'orders');
    await channel.deleteQueue(queue);
    const consumers = async () => {
      const own = await broker.createChannel();
      own.on('error', () => undefined); // a queue not declared (yet) closes the channel: 0
      try {
        return (await own.checkQueue(queue)).consumerCount;
      } catch {
        return 0;
      } finally {
        await own.close().catch(() => undefined);
      }
    };
    await waitFor(async () => (await consumers()) === 1, 'the queue declared again with its consumer', 5000);
    const before = orders.calls.length;
    await publisher.outbox.insert('contacts', { _id: 'contact-after-delete', name: 'Bo' }, [
      { type: CONTACT, payload: { id: 'contact-after-delete' } },
    ]);
    await waitFor(() => orders.calls.length === before + 1, 'the event after the delete');
  });

  it('parks a poison event with its error after its retries while later events keep flowing', async () => {
    const poison = createEnvelope({ type: PRODUCT_CHANGED, payload: { poison: true } }, 'catalog');
    const good = createEnvelope({ type: PRODUCT_CHANGED, payload: { id: 'p-3' } }, 'catalog');
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(poison)));
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(good)));
    await waitFor(() => catalog.calls.some((call) => call.id === good.id), 'the good event');
    const parkedQueue = eventNames.parkedQueue(prefix, 'catalog');
    const parked = await waitFor(() => channel.get(parkedQueue, { noAck: true }), 'the parked poison event');
    assert.equal(JSON.parse(parked.content.toString()).id, poison.id);
    assert.equal(parked.properties.headers?.[EVENT_HEADERS.error], 'poison payload');
    assert.equal(parked.properties.headers?.[EVENT_HEADERS.attempts], 3);
    assert.equal(catalog.calls.filter((call) => call.id === poison.id).length, 3, 'first try and two retries');
    assert.equal((await channel.checkQueue(eventNames.queue(prefix, 'catalog'))).messageCount, 0);
  });

  it('retries an event whose handler met a full disk for as long as it lasts, never parking it', async () => {
    const waiting = createEnvelope({ type: PRODUCT_CHANGED, payload: { id: 'p-disk' } }, 'catalog');
    fullDisk.add(waiting.id);
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(waiting)));
    const tries = () => catalog.calls.filter((call) => call.id === waiting.id).length;
    // A refused event is parked after 3 tries (the first and two retries); this one is not.
    await waitFor(() => tries() >= 5, 'tries while the disk is full', 20_000);
    const parkedQueue = eventNames.parkedQueue(prefix, 'catalog');
    assert.equal((await channel.checkQueue(parkedQueue)).messageCount, 0, 'nothing parked');
    fullDisk.delete(waiting.id);
    const handled = tries() + 1;
    await waitFor(() => tries() === handled, 'handled once the disk takes writes', 20_000);
    // Had it been sent round again, its copy would wait in the longest retry queue (where a full
    // disk sends it), ahead of anything put there later: an event sent through that queue after
    // the consumer is past this one (a first one through the main queue) comes back after it.
    const handledEvent = (routeTo: (content: Buffer) => void) => {
      const next = createEnvelope({ type: PRODUCT_CHANGED, payload: { id: 'p-after' } }, 'catalog');
      routeTo(Buffer.from(JSON.stringify(next)));
      return waitFor(() => catalog.calls.some((call) => call.id === next.id), 'a later event handled', 20_000);
    };
    await handledEvent((content) => publishRaw(PRODUCT_CHANGED, content));
    const longestRetry = eventNames.retryQueue(
      prefix,
      'catalog',
      Math.max(...retryDelays({ EVENT_RETRY_DELAYS_MS: env.EVENT_RETRY_DELAYS_MS })),
    );
    await handledEvent((content) => channel.sendToQueue(longestRetry, content, { persistent: true }));
    assert.equal(tries(), handled, 'and not again');
    assert.equal((await channel.checkQueue(parkedQueue)).messageCount, 0);
  });

  it('npm run dlq lists a parked event with its error and replays it to its service', async () => {
    const poison = createEnvelope({ type: PRODUCT_CHANGED, payload: { poison: true } }, 'catalog');
    publishRaw(PRODUCT_CHANGED, Buffer.from(JSON.stringify(poison)));
    const parkedQueue = eventNames.parkedQueue(prefix, 'catalog');
    await waitFor(async () => (await channel.checkQueue(parkedQueue)).messageCount === 1, 'the parked event');
    const dlq = (...args: string[]) =>
      execFileAsync(process.execPath, [join(REPO_ROOT, 'tools', 'dlq.mjs'), ...args], {
        env: { ...process.env, RABBITMQ_URL: TEST_RABBITMQ_URL, RMQ_PREFIX: prefix },
      });
    const listed = await dlq();
    assert.match(listed.stdout, new RegExp(`${parkedQueue}: 1 message`));
    assert.match(listed.stdout, new RegExp(`${poison.id}  ${PRODUCT_CHANGED}  attempts=3  poison payload`));
    assert.equal((await channel.checkQueue(parkedQueue)).messageCount, 1, 'listing removes nothing');

    cured.add(poison.id);
    const replayed = await dlq('replay', '--queue', parkedQueue, '--id', poison.id);
    assert.match(replayed.stdout, /Replayed 1 message/);
    await waitFor(
      () => catalog.calls.filter((call) => call.id === poison.id).length === 4,
      'the replayed event handled',
    );
    assert.equal((await channel.checkQueue(parkedQueue)).messageCount, 0);
    await assert.rejects(dlq('replay', '--queue', 'nope'), /No dead-letter queue is called "nope"/);
  });

  it('parks a message that is not an event at once, without retries', async () => {
    publishRaw(PRODUCT_CHANGED, Buffer.from('not json'));
    const parked = await waitFor(
      () => channel.get(eventNames.parkedQueue(prefix, 'catalog'), { noAck: true }),
      'the parked malformed message',
    );
    assert.equal(parked.content.toString(), 'not json');
    assert.equal(parked.properties.headers?.[EVENT_HEADERS.error], 'Event is not JSON');
    assert.equal(parked.properties.headers?.[EVENT_HEADERS.attempts], 0);
  });

  it('keeps an event no queue is bound to in <prefix>.unrouted', async () => {
    const stray = createEnvelope({ type: 'catalog.nobody.listens', payload: {} }, 'catalog');
    publishRaw(stray.type, Buffer.from(JSON.stringify(stray)));
    const kept = await waitFor(() => channel.get(eventNames.unrouted(prefix), { noAck: true }), 'the unrouted event');
    assert.equal(JSON.parse(kept.content.toString()).id, stray.id);
  });

  it('npm run dlq replays an unrouted event once and stops, saying it came back while its type still has no queue', async () => {
    const stray = createEnvelope({ type: 'catalog.still.nobody', payload: {} }, 'catalog');
    publishRaw(stray.type, Buffer.from(JSON.stringify(stray)));
    const unroutedQueue = eventNames.unrouted(prefix);
    await waitFor(async () => (await channel.checkQueue(unroutedQueue)).messageCount === 1, 'the unrouted event');
    const dlq = (url: string, ...args: string[]) =>
      execFileAsync(process.execPath, [join(REPO_ROOT, 'tools', 'dlq.mjs'), ...args], {
        env: { ...process.env, RABBITMQ_URL: url, RMQ_PREFIX: prefix },
        // It used to read its own replayed copy back, and replay it again, for ever.
        timeout: 30_000,
      });
    const replayed = await dlq(TEST_RABBITMQ_URL, 'replay', '--queue', unroutedQueue);
    assert.match(replayed.stdout, /Replayed 1 message/);
    assert.match(replayed.stdout, new RegExp(`1 replayed from ${unroutedQueue} came straight back to it`));
    assert.equal((await channel.checkQueue(unroutedQueue)).messageCount, 1, 'kept once, not copied');
    const kept = await channel.get(unroutedQueue, { noAck: true });
    assert.ok(kept);
    assert.equal(JSON.parse(kept.content.toString()).id, stray.id);

    // A broker it cannot reach is named without its password, in one line, not a stack trace.
    const wrong = new URL(TEST_RABBITMQ_URL);
    wrong.password = 'not-the-password';
    await assert.rejects(dlq(wrong.toString()), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /^Cannot reach RabbitMQ at amqp:\/\/[^:]+:\*\*\*@[^ ]+ \(RABBITMQ_URL\): /);
      assert.doesNotMatch(error.stderr, /not-the-password|\n\s+at /);
      return true;
    });
  });

  it('relays an event written while the broker connection was down once it is back', async () => {
    const proxy = await startTcpProxy('127.0.0.1', Number(new URL(TEST_RABBITMQ_URL).port || 5672));
    const url = new URL(TEST_RABBITMQ_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    const cutOff = await started(
      startEventTestApp({
        service: 'messaging',
        env: { ...env, RABBITMQ_URL: url.toString(), DATA_DIR: join(dir.path, 'cut') },
        rpcServer: false,
      }),
    );
    try {
      await proxy.cut();
      await cutOff.outbox.insert('contacts', { _id: 'contact-offline' }, [
        { type: CONTACT, payload: { id: 'offline' } },
      ]);
      const contacts = cutOff.store.collection('contacts');
      const stillPending = async () => (await contacts.findById('contact-offline'))?.[PENDING_EVENTS_FIELD as never];
      assert.ok(await stillPending(), 'kept in the outbox while the broker is away');
      assert.ok(!orders.calls.some((call) => (call.payload as { id?: string }).id === 'offline'));
      await proxy.restore();
      await waitFor(
        () => orders.calls.some((call) => (call.payload as { id?: string }).id === 'offline'),
        'delivery',
        30_000,
      );
      await waitFor(async () => !(await stillPending()), 'outbox cleared', 30_000);
    } finally {
      await proxy.close();
    }
  });

  it('gives an event back when its consumer dies before the ack; the effect happens once', async () => {
    const consumerDir = join(dir.path, 'killed');
    // Its own prefix: the apps above already consume this file's service queues.
    const ownPrefix = testRmqPrefix();
    const childEnv = {
      ...process.env,
      ...env,
      RMQ_PREFIX: ownPrefix,
      DATA_DIR: consumerDir,
      ORDERS_TCP_PORT: String(await freePort()),
      EVENT_TEST_SERVICE: 'orders',
      EVENT_TEST_EVENTS: 'orders.order.placed',
    };
    const script = join(REPO_ROOT, 'libs', 'common', 'dist', 'testing', 'event-test-consumer.js');
    const launch = (hang: boolean) => {
      const child = spawn(process.execPath, [script], {
        env: { ...childEnv, EVENT_TEST_HANG: hang ? '1' : '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return { child, output: () => output };
    };
    const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill(signal);
      });
    const first = launch(true);
    await waitFor(() => first.output().includes('READY'), 'the first consumer', 30_000);
    const envelope = createEnvelope({ type: 'orders.order.placed', payload: { id: 'o-1' } }, 'orders');
    const publishOwn = (content: unknown) =>
      channel.publish(eventNames.exchange(ownPrefix), envelope.type, Buffer.from(JSON.stringify(content)), {
        persistent: true,
      });
    publishOwn(envelope);
    await waitFor(() => first.output().includes(`HANDLED ${envelope.id}`), 'the first handler call');
    await stop(first.child, 'SIGKILL');

    const second = launch(false);
    try {
      await waitFor(() => second.output().includes(`HANDLED ${envelope.id}`), 'the redelivery', 30_000);
      publishOwn(envelope);
      const marker = createEnvelope({ type: 'orders.order.placed', payload: { id: 'o-2' } }, 'orders');
      publishOwn(marker);
      await waitFor(() => second.output().includes(`HANDLED ${marker.id}`), 'the event after the repeat');
    } finally {
      await stop(second.child, 'SIGTERM');
      await deleteRmqPrefix(ownPrefix, TEST_RABBITMQ_URL, env.EVENT_RETRY_DELAYS_MS);
    }
    assert.equal(second.output().split(`HANDLED ${envelope.id}`).length - 1, 1, 'the repeat after the ack is skipped');
    const store = new NedbDocumentStore(join(consumerDir, 'db', 'orders'));
    try {
      assert.equal(await store.collection(EFFECTS).count({ _id: envelope.id }), 1);
    } finally {
      await store.close();
    }
  });
});
