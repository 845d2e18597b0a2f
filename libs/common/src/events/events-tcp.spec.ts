import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGING_EVENTS } from '../contracts/messaging/index.js';
import { startEventTestApp, type EventTestApp } from '../testing/event-test-app.js';
import { freePort } from '../testing/free-port.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { PARKED_EVENTS, type ParkedEvent } from './outbox-relay.js';
import { PENDING_EVENTS_FIELD, type PendingEvent } from './pending-event.js';

// EVENT_SUBSCRIBERS lists messaging as the one subscriber of this event.
const CONTACT = MESSAGING_EVENTS.contactReceived;
/** What a write to a full disk fails with (what the embedded store passes on). */
const ENOSPC = { code: 'ENOSPC', syscall: 'write' };

describe('event backbone over TCP (no broker)', () => {
  const dir = tempDir('flowershop-events-tcp-');
  const env: Record<string, string> = { TRANSPORT: 'tcp', DATA_DIR: dir.path, LOG_LEVEL: 'error' };
  let publisher: EventTestApp;
  const subscribers: EventTestApp[] = [];
  const startSubscriber = async (behaviour?: () => void) => {
    const app = await startEventTestApp({ service: 'messaging', env, events: [CONTACT], behaviour });
    subscribers.push(app);
    return app;
  };
  const pendingOf = async (id: string) =>
    (await publisher.store.collection<{ _id: string; pendingEvents?: PendingEvent[] }>('contacts').findById(id))?.[
      PENDING_EVENTS_FIELD
    ];

  before(async () => {
    Object.assign(env, {
      ORDERS_TCP_PORT: String(await freePort()),
      MESSAGING_TCP_PORT: String(await freePort()),
      EVENT_RETRY_DELAYS_MS: '50,100',
      EVENT_RELAY_INTERVAL_MS: '50',
      RPC_TIMEOUT_MS: '1000',
    });
    publisher = await startEventTestApp({ service: 'orders', env });
  });

  after(async () => {
    for (const app of subscribers) await app.close();
    await publisher.close();
    dir.remove();
  });

  it('keeps an event for a subscriber that is down and delivers it once the subscriber is back', async () => {
    await publisher.outbox.insert('contacts', { _id: 'c-1' }, [{ type: CONTACT, payload: { id: 'c-1' } }]);
    const waiting = await waitFor(
      async () => (await pendingOf('c-1'))?.find((pending) => pending.tries >= 1),
      'a failed try',
    );
    assert.match(waiting.lastError ?? '', /messaging/);
    assert.deepEqual(waiting.doneFor, []);

    const messaging = await startSubscriber();
    await waitFor(() => messaging.calls.length === 1, 'delivery to the restarted subscriber', 20_000);
    assert.equal(messaging.calls[0]!.id, waiting.envelope.id);
    await waitFor(async () => !(await pendingOf('c-1')), 'outbox cleared');
    await messaging.close();
    subscribers.pop();
  });

  it('retries an event its subscriber keeps refusing, then parks it in the publisher store', async () => {
    const refusing = await startSubscriber(() => {
      throw new Error('mail queue full');
    });
    await publisher.outbox.insert('contacts', { _id: 'c-2' }, [{ type: CONTACT, payload: { id: 'c-2' } }]);
    const parked = await waitFor(
      async () => (await publisher.store.collection<ParkedEvent>(PARKED_EVENTS).find({ subscriber: 'messaging' }))[0],
      'the parked event',
    );
    assert.equal(parked.envelope.payload && (parked.envelope.payload as { id: string }).id, 'c-2');
    assert.match(parked.error, /mail queue full/);
    assert.equal(parked.attempts, 3, 'first try and two retries');
    assert.equal(refusing.calls.length, 3);
    await waitFor(async () => !(await pendingOf('c-2')), 'outbox cleared after parking');
  });

  it('keeps an event while its subscriber has a full disk (never parked) and delivers it once writes succeed', async () => {
    for (const earlier of subscribers.splice(0)) await earlier.close(); // they hold messaging's port
    let diskFull = true;
    const full = await startSubscriber(() => {
      if (diskFull) throw Object.assign(new Error('ENOSPC: no space left on device, write'), ENOSPC);
    });
    await publisher.outbox.insert('contacts', { _id: 'c-3' }, [{ type: CONTACT, payload: { id: 'c-3' } }]);
    // Past the two retries after which a refusal is parked.
    await waitFor(() => full.calls.length >= 5, 'tries while the disk is full', 20_000);
    const waiting = (await pendingOf('c-3'))?.[0];
    assert.ok(waiting, 'still in the outbox');
    assert.equal(waiting.refusals, 0, 'not counted as refusals');
    assert.match(waiting.lastError ?? '', /ENOSPC/);
    diskFull = false;
    await waitFor(async () => !(await pendingOf('c-3')), 'delivered once the disk takes writes', 20_000);
    const parked = await publisher.store
      .collection<ParkedEvent>(PARKED_EVENTS)
      .findById(`${waiting.envelope.id}:messaging`);
    assert.equal(parked, null, 'never parked');
  });
});
