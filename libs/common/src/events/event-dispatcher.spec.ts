import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, it } from 'node:test';
import { NedbDocumentStore } from '../persistence/nedb-document-store.js';
import { tempDir } from '../testing/temp-dir.js';
import type { EventEnvelope } from './event-envelope.js';
import { EventDispatcher, PROCESSED_EVENTS_KEEP_DAYS } from './event-dispatcher.js';

const dir = tempDir();
const store = new NedbDocumentStore(dir.path);
after(async () => {
  await store.close();
  dir.remove();
});

const DAY_MS = 24 * 60 * 60 * 1000;

it(`recognises a repeated event for ${PROCESSED_EVENTS_KEEP_DAYS} days, then forgets its id`, async () => {
  const handled: string[] = [];
  const dispatcher = new EventDispatcher('messaging', store, [
    { event: 'orders.order.placed', handle: async ({ id }) => void handled.push(id) },
  ]);
  const envelope: EventEnvelope = {
    id: randomUUID(),
    type: 'orders.order.placed',
    occurredAt: new Date().toISOString(),
    source: 'orders',
    payload: {},
  };
  assert.equal(await dispatcher.dispatch(envelope), 'handled');
  assert.equal(await dispatcher.dispatch(envelope), 'duplicate');

  assert.equal(await dispatcher.forgetOldEvents(new Date(Date.now() + (PROCESSED_EVENTS_KEEP_DAYS - 1) * DAY_MS)), 0);
  assert.equal(await dispatcher.dispatch(envelope), 'duplicate', 'still within the window');
  assert.equal(await dispatcher.forgetOldEvents(new Date(Date.now() + (PROCESSED_EVENTS_KEEP_DAYS + 1) * DAY_MS)), 1);
  assert.equal(await dispatcher.dispatch(envelope), 'handled', 'a replay after the window runs again');
  assert.deepEqual(handled, [envelope.id, envelope.id]);
});
