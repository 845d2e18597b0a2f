import assert from 'node:assert/strict';
import { after, beforeEach, describe, it } from 'node:test';
import { NedbDocumentStore } from '../persistence/nedb-document-store.js';
import type { StoredDocument } from '../persistence/document-store.js';
import { tempDir } from '../testing/temp-dir.js';
import type { EventEnvelope } from './event-envelope.js';
import {
  DocumentEventOutbox,
  ORPHANED_EVENTS,
  OutboxRelay,
  PENDING_EVENTS_FIELD,
  type EventSink,
} from './outbox-relay.js';

interface Parcel extends StoredDocument {
  status: string;
}

/** A broker that can be down: while down every send fails as unreachable, so events wait. */
class SwitchableSink implements EventSink {
  down = false;
  readonly sent: EventEnvelope[] = [];
  targets(): readonly string[] {
    return ['broker'];
  }
  async send(_target: string, envelope: EventEnvelope): Promise<void> {
    if (this.down) throw new Error('broker unreachable');
    this.sent.push(envelope);
  }
}

describe('document outbox: updates and deletes keep their events', () => {
  const dir = tempDir();
  const store = new NedbDocumentStore(dir.path);
  let sink: SwitchableSink;
  let relay: OutboxRelay;
  let outbox: DocumentEventOutbox;
  const parcels = store.collection<Parcel & Record<string, unknown>>('parcels');
  /** Runs one relay pass to the end. */
  const relayPass = async () => {
    relay.kick();
    await relay.idle();
  };

  beforeEach(async () => {
    sink = new SwitchableSink();
    relay = new OutboxRelay(store, sink, { retryDelays: [0], intervalMs: 3_600_000 });
    outbox = new DocumentEventOutbox('orders', store, relay);
    await parcels.deleteMany({});
  });
  after(async () => {
    await store.close();
    dir.remove();
  });

  it('stores an update and its event in one write; the relay sends it and empties the outbox', async () => {
    await parcels.insert({ _id: 'p1', status: 'Pending' });
    sink.down = true;
    const updated = await outbox.update<Parcel>(
      'parcels',
      { _id: 'p1', status: 'Pending' },
      { $set: { status: 'Shipped' } },
      [{ type: 'parcel.status-changed', payload: { to: 'Shipped' } }],
    );
    assert.deepEqual(updated, { _id: 'p1', status: 'Shipped' }, 'answered without the outbox field');
    await relayPass();
    const waiting = (await parcels.findById('p1'))?.[PENDING_EVENTS_FIELD] as unknown[];
    assert.equal(waiting.length, 1, 'kept in the document while the broker is down');

    sink.down = false;
    await relayPass();
    assert.deepEqual(
      sink.sent.map((event) => [event.type, event.payload]),
      [['parcel.status-changed', { to: 'Shipped' }]],
    );
    assert.equal((await parcels.findById('p1'))?.[PENDING_EVENTS_FIELD], undefined);
  });

  it('a second update adds its event after the first one still waiting', async () => {
    await parcels.insert({ _id: 'p2', status: 'Pending' });
    sink.down = true;
    for (const [from, to] of [
      ['Pending', 'Shipped'],
      ['Shipped', 'Delivered'],
    ]) {
      await outbox.update('parcels', { _id: 'p2', status: from }, { $set: { status: to } }, [
        { type: 'parcel.status-changed', payload: { to } },
      ]);
    }
    sink.down = false;
    await relayPass();
    assert.deepEqual(
      sink.sent.map((event) => event.payload),
      [{ to: 'Shipped' }, { to: 'Delivered' }],
    );
  });

  it('an update whose filter no longer matches changes nothing and stores no event', async () => {
    await parcels.insert({ _id: 'p3', status: 'Cancelled' });
    const missed = await outbox.update('parcels', { _id: 'p3', status: 'Pending' }, { $set: { status: 'Shipped' } }, [
      { type: 'parcel.status-changed', payload: {} },
    ]);
    assert.equal(missed, null);
    assert.deepEqual(await parcels.findById('p3'), { _id: 'p3', status: 'Cancelled' });
    await relayPass();
    assert.deepEqual(sink.sent, []);
  });

  it('deleting a document whose events wait moves them aside: they are still sent, once', async () => {
    sink.down = true;
    await outbox.insert('parcels', { _id: 'p4', status: 'Pending' }, [
      { type: 'parcel.placed', payload: { id: 'p4' } },
    ]);
    await relayPass();
    const deleted = await outbox.delete<Parcel>('parcels', 'p4');
    assert.deepEqual(deleted, { _id: 'p4', status: 'Pending' });
    assert.equal(await parcels.findById('p4'), null);
    assert.equal(await store.collection(ORPHANED_EVENTS).count(), 1);

    sink.down = false;
    await relayPass();
    await relayPass();
    assert.deepEqual(
      sink.sent.map((event) => event.type),
      ['parcel.placed'],
    );
    assert.equal(await store.collection(ORPHANED_EVENTS).count(), 0, 'the holder goes once its events are sent');
    assert.equal(await outbox.delete('parcels', 'p4'), null, 'deleting again finds nothing');
  });
  it('a copy handed to the relay that is out of date is read afresh: every waiting event goes out', async () => {
    sink.down = true;
    const placed = await outbox.insert('parcels', { _id: 'p5', status: 'Pending' }, [
      { type: 'parcel.placed', payload: {} },
    ]);
    await relayPass();
    const asPlaced = await parcels.findById('p5');
    await outbox.update('parcels', { _id: 'p5' }, { $set: { status: 'Shipped' } }, [
      { type: 'parcel.status-changed', payload: { to: 'Shipped' } },
    ]);
    await relay.idle();
    sink.down = false;
    // The copy of the insert, handed over late: its removal misses, the document is read and relayed again.
    relay.kickDocument('parcels', placed._id, asPlaced!);
    await relay.idle();
    assert.deepEqual(sink.sent.map((event) => event.type).sort(), [
      'parcel.placed',
      'parcel.placed',
      'parcel.status-changed',
    ]);
    assert.equal((await parcels.findById('p5'))?.[PENDING_EVENTS_FIELD], undefined, 'nothing left waiting');
  });

  it('relays many documents written at once, each event once', async () => {
    const count = 150; // more than one batch of side-by-side relays
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        outbox.insert('parcels', { _id: `m${i}`, status: 'Pending' }, [{ type: 'parcel.placed', payload: { i } }]),
      ),
    );
    await relay.idle();
    assert.equal(sink.sent.length, count);
    assert.equal(new Set(sink.sent.map((event) => (event.payload as { i: number }).i)).size, count);
    assert.equal(await parcels.count({ [PENDING_EVENTS_FIELD]: { $exists: true } }), 0);
  });
});
