import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { ORDERS_EVENTS } from '../contracts/orders/index.js';
import { startEventTestApp, type EventTestApp } from '../testing/event-test-app.js';
import { freePort } from '../testing/free-port.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { ServiceClients } from '../transport/service-clients.js';
import { createEnvelope } from './event-envelope.js';
import { tcpEventPatterns } from './event-topology.js';
import { PENDING_EVENTS_FIELD, type PendingEvent } from './outbox-relay.js';
import { EVENT_RETRIES, PARKED_EVENTS, type ParkedEvent } from './tcp-events.js';

// Orders publishes it; the messaging test app subscribes to it by handling it.
const PLACED = ORDERS_EVENTS.orderPlaced;
/** What a write to a full disk fails with (what the embedded store passes on). */
const ENOSPC = { code: 'ENOSPC', syscall: 'write' };

describe('event backbone over TCP (no broker)', () => {
  const dir = tempDir('flowershop-events-tcp-');
  const env: Record<string, string> = { TRANSPORT: 'tcp', DATA_DIR: dir.path, LOG_LEVEL: 'error' };
  let publisher: EventTestApp;
  let subscriber: EventTestApp | undefined;
  const startPublisher = async () => (publisher = await startEventTestApp({ service: 'orders', env }));
  /** The one messaging app (they share its port): a new one replaces the one before. */
  const startSubscriber = async (behaviour?: () => void) => {
    await subscriber?.close();
    subscriber = await startEventTestApp({ service: 'messaging', env, events: [PLACED], behaviour });
    return subscriber;
  };
  const place = (id: string) => publisher.outbox.insert('orders', { _id: id }, [{ type: PLACED, payload: { id } }]);
  const pendingOf = async (id: string) =>
    (await publisher.store.collection<{ _id: string; pendingEvents?: PendingEvent[] }>('orders').findById(id))?.[
      PENDING_EVENTS_FIELD
    ];
  const retriesOf = (app: EventTestApp) =>
    app.store.collection<{ _id: string; attempts: number; error: string }>(EVENT_RETRIES).find();

  before(async () => {
    Object.assign(env, {
      ORDERS_TCP_PORT: String(await freePort()),
      MESSAGING_TCP_PORT: String(await freePort()),
      EVENT_RETRY_DELAYS_MS: '50,100',
      EVENT_RELAY_INTERVAL_MS: '50',
      RPC_TIMEOUT_MS: '1000',
    });
    await startPublisher();
  });

  after(async () => {
    await subscriber?.close();
    await publisher.close();
    dir.remove();
  });

  it('subscribes a consumer with the publisher, which keeps the subscription across restarts and events for a consumer that is down', async () => {
    const subscribers = () => publisher.backbone.tcp?.targets(createEnvelope({ type: PLACED, payload: {} }, 'orders'));
    await publisher.close();
    await startSubscriber(); // tries again until the publisher is up
    await startPublisher();
    await waitFor(() => subscribers()?.includes('messaging'), 'the subscription', 20_000);
    await subscriber!.close();
    subscriber = undefined;
    await publisher.close();
    await startPublisher();
    assert.deepEqual(subscribers(), ['messaging'], 'kept across the restart');

    await place('o-1');
    const waiting = await waitFor(
      async () => (await pendingOf('o-1'))?.find((pending) => pending.tries >= 1),
      'a failed try',
    );
    assert.match(waiting.lastError ?? '', /messaging/);
    assert.deepEqual(waiting.doneFor, []);

    const back = await startSubscriber();
    await waitFor(() => back.calls.length === 1, 'delivery to the restarted subscriber', 20_000);
    assert.equal(back.calls[0]!.id, waiting.envelope.id);
    await waitFor(async () => !(await pendingOf('o-1')), 'outbox cleared');
  });

  it('keeps an event nobody subscribed to yet through the retry pauses, then drops it', async () => {
    const stray = ORDERS_EVENTS.customOrderSubmitted;
    await publisher.outbox.insert('orders', { _id: 'o-stray' }, [{ type: stray, payload: {} }]);
    const waiting = await waitFor(async () => (await pendingOf('o-stray'))?.find((p) => p.tries >= 1), 'a wait');
    assert.equal(waiting.lastError, 'no subscriber yet');
    await waitFor(async () => !(await pendingOf('o-stray')), 'dropped after the pauses');
  });

  it("retries an event its handler keeps failing in the consumer's own store, then parks it there", async () => {
    const failing = await startSubscriber(() => {
      throw new Error('mail queue full');
    });
    await place('o-2');
    // The consumer took it at once: the publisher has nothing more to do with it.
    await waitFor(async () => !(await pendingOf('o-2')), 'outbox cleared once the consumer kept it');
    const parked = await waitFor(
      async () => (await failing.store.collection<ParkedEvent>(PARKED_EVENTS).find())[0],
      'the parked event',
    );
    assert.equal((parked.event as { payload: { id: string } }).payload.id, 'o-2');
    assert.match(parked.error, /mail queue full/);
    assert.equal(parked.attempts, 3, 'first try and two retries');
    assert.equal(failing.calls.length, 3);
    assert.deepEqual(await retriesOf(failing), [], 'no copy left to retry');
  });

  it('keeps an event while its handler meets a full disk (never parked) and handles it once writes succeed', async () => {
    let diskFull = true;
    const full = await startSubscriber(() => {
      if (diskFull) throw Object.assign(new Error('ENOSPC: no space left on device, write'), ENOSPC);
    });
    await place('o-3');
    // Past the two retries after which a failure is parked.
    await waitFor(() => full.calls.length >= 5, 'tries while the disk is full', 20_000);
    const [waiting] = await retriesOf(full);
    assert.ok(waiting, 'waiting for its next try');
    assert.equal(waiting.attempts, 2, 'at the longest pause, not counted towards parking');
    assert.match(waiting.error, /ENOSPC/);
    diskFull = false;
    await waitFor(async () => (await retriesOf(full)).length === 0, 'handled once the disk takes writes', 20_000);
    assert.equal(await full.store.collection(PARKED_EVENTS).count({ _id: waiting._id }), 0, 'never parked');
  });

  it('parks a delivery that is not an event at once, without retries', async () => {
    const messaging = await startSubscriber();
    const clients = new ServiceClients(loadConfig(CommonConfig, env));
    try {
      await clients.send('messaging', tcpEventPatterns('messaging').deliver, { not: 'an event' });
    } finally {
      await clients.close();
    }
    const [parked] = await messaging.store.collection<ParkedEvent>(PARKED_EVENTS).find({ attempts: 0 });
    assert.deepEqual(parked?.event, { not: 'an event' });
    assert.equal(parked?.attempts, 0);
    assert.equal(parked?.error, 'Event has no id');
    assert.equal(messaging.calls.length, 0);
  });
});
