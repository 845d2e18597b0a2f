import type { ServiceName } from '../contracts/services.js';
import type { DocumentStore, Filter, NewDocument, StoredDocument, UpdateSpec } from '../persistence/document-store.js';
import { createEnvelope } from './envelope-factory.js';
import type { EventDraft } from './event-envelope.js';
import { EventOutbox } from './event-outbox.js';
import type { OutboxRelay } from './outbox-relay.js';
import {
  ORPHANED_EVENTS,
  PENDING_EVENTS_FIELD,
  unlessDuplicate,
  withoutPendingEvents,
  type PendingEvent,
} from './pending-event.js';

type OutboxFields = { [PENDING_EVENTS_FIELD]?: PendingEvent[] };

/** Tries at an update whose document's waiting events changed between the read and the write. */
const OUTBOX_UPDATE_TRIES = 5;

export class DocumentEventOutbox extends EventOutbox {
  constructor(
    private readonly service: ServiceName,
    private readonly store: DocumentStore,
    private readonly relay: OutboxRelay,
  ) {
    super();
  }

  async insert<T extends StoredDocument>(collection: string, doc: T, events: EventDraft[]): Promise<T> {
    const target = this.store.collection<T>(collection);
    if (events.length === 0) return await target.insert(doc as NewDocument<T>);
    await this.relay.register(collection);
    const stored = await target.insert({ ...doc, [PENDING_EVENTS_FIELD]: this.pending(events) } as NewDocument<T>);
    this.relay.kickDocument(collection, stored._id, stored);
    return withoutPendingEvents(stored);
  }

  async update<T extends StoredDocument>(
    collection: string,
    filter: Filter,
    update: UpdateSpec,
    events: EventDraft[],
  ): Promise<T | null> {
    const target = this.store.collection<T & OutboxFields>(collection);
    if (events.length === 0) return await target.updateOne(filter, update);
    await this.relay.register(collection);
    const added = this.pending(events);
    // Appended in one conditional write that misses, and is tried again, if the waiting list changed
    // since it was read ($push would do it in one step, but not every MongoDB-compatible server has it).
    for (let attempt = 0; attempt < OUTBOX_UPDATE_TRIES; attempt += 1) {
      const current = await target.findOne(filter);
      if (!current) return null;
      const waiting = current[PENDING_EVENTS_FIELD];
      const updated = await target.updateOne(
        { ...filter, _id: current._id, [PENDING_EVENTS_FIELD]: waiting ?? { $exists: false } },
        { ...update, $set: { ...update.$set, [PENDING_EVENTS_FIELD]: [...(waiting ?? []), ...added] } },
      );
      if (updated) {
        this.relay.kickDocument(collection, updated._id, updated);
        return withoutPendingEvents(updated);
      }
    }
    throw new Error(`Outbox of ${collection} kept changing; the update was not made`);
  }

  async delete<T extends StoredDocument>(collection: string, id: string): Promise<T | null> {
    const target = this.store.collection<T & OutboxFields>(collection);
    const doc = await target.findById(id);
    if (!doc) return null;
    const waiting = doc[PENDING_EVENTS_FIELD];
    if (waiting && waiting.length > 0) {
      // Kept under the document's id, so deleting again after a crash does not copy twice.
      await this.relay.register(ORPHANED_EVENTS);
      await this.store
        .collection<StoredDocument & Record<string, unknown>>(ORPHANED_EVENTS)
        .insert({ _id: `${collection}:${id}`, [PENDING_EVENTS_FIELD]: waiting })
        .catch(unlessDuplicate);
    }
    const deleted = await target.deleteById(id);
    if (waiting && waiting.length > 0) this.relay.kickDocument(ORPHANED_EVENTS, `${collection}:${id}`);
    return deleted && withoutPendingEvents(deleted);
  }

  async publish(events: EventDraft[]): Promise<void> {
    const now = new Date();
    await this.relay.sendNow(events.map((draft) => createEnvelope(draft, this.service, now)));
  }

  private pending(events: EventDraft[]): PendingEvent[] {
    const now = new Date();
    return events.map((draft) => ({
      envelope: createEnvelope(draft, this.service, now),
      doneFor: [],
      tries: 0,
      nextAttemptAt: 0,
    }));
  }
}
