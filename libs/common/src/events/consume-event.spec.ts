import { Logger } from '@nestjs/common';
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { NedbDocumentStore } from '../persistence/nedb-document-store.js';
import { tempDir } from '../testing/temp-dir.js';
import { createEnvelope } from './event-envelope.js';
import { consumeEvent, EventDispatcher, type FailedEventShelf } from './event-dispatcher.js';

Logger.overrideLogger(false); // the warnings and errors are what this file provokes
const dir = tempDir();
const store = new NedbDocumentStore(dir.path);
after(async () => {
  await store.close();
  dir.remove();
});

const DELAYS = [1000, 5000, 30000];
let failure: Error | undefined;
const dispatcher = new EventDispatcher('messaging', store, [
  {
    event: 'orders.order.placed',
    handle: async () => {
      if (failure) throw failure;
    },
  },
]);

/** Consumes a new event after `attemptsBefore` failed tries; answers the outcome and what the shelf was asked. */
async function consume(
  attemptsBefore: number,
  raw: unknown = createEnvelope({ type: 'orders.order.placed', payload: {} }, 'orders'),
) {
  const asked: unknown[] = [];
  const shelf: FailedEventShelf = {
    retry: async (_envelope, delayMs, attempts, error) => void asked.push({ retry: delayMs, attempts, error }),
    park: async (attempts, error) => void asked.push({ park: true, attempts, error }),
  };
  return { outcome: await consumeEvent(dispatcher, raw, attemptsBefore, DELAYS, shelf), asked };
}

it('keeps a failed event for the pause of its attempt, then parks it after the last one', async () => {
  failure = new Error('mail queue full');
  assert.deepEqual(await consume(0), {
    outcome: 'retrying',
    asked: [{ retry: 1000, attempts: 1, error: 'mail queue full' }],
  });
  assert.deepEqual((await consume(2)).asked, [{ retry: 30000, attempts: 3, error: 'mail queue full' }]);
  assert.deepEqual(await consume(3), {
    outcome: 'parked',
    asked: [{ park: true, attempts: 4, error: 'mail queue full' }],
  });
  failure = undefined;
  assert.deepEqual(await consume(3), { outcome: 'handled', asked: [] });
});

it('never parks an event whose handler met a full disk: it waits at the longest pause', async () => {
  failure = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
  const { outcome, asked } = await consume(10);
  assert.equal(outcome, 'retrying');
  assert.deepEqual(asked, [{ retry: 30000, attempts: 3, error: failure.message }]);
  failure = undefined;
});

it('parks a message that is not an event at once, with no attempt counted', async () => {
  assert.deepEqual(await consume(0, Buffer.from('not json')), {
    outcome: 'parked',
    asked: [{ park: true, attempts: 0, error: 'Event is not JSON' }],
  });
});
