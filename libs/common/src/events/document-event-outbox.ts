import type { ServiceName } from '../contracts/services.js';
import {
  DuplicateKeyError,
  type DocumentStore,
  type Filter,
  type NewDocument,
  type StoredDocument,
  type UpdateSpec,
} from '../persistence/document-store.js';
import { createEnvelope } from './envelope-factory.js';
import type { EventDraft } from './event-envelope.js';
import { EventOutbox } from './event-outbox.js';
import type { OutboxRelay } from './outbox-relay.js';
import { ORPHANED_EVENTS, PENDING_EVENTS_FIELD, withoutPendingEvents, type PendingEvent } from './pending-event.js';

/** The document and the events its write caused go to the store in one insert; the relay publishes them. */
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
    this.relay.kick();
    return withoutPendingEvents(stored);
  }

  async update<T extends StoredDocument>(
    collection: string,
    filter: Filter,
    update: UpdateSpec,
    events: EventDraft[],
  ): Promise<T | null> {
    const target = this.store.collection<T>(collection);
    if (events.length > 0) await this.relay.register(collection);
    const withEvents: UpdateSpec =
      events.length > 0
        ? { ...update, $push: { ...update.$push, [PENDING_EVENTS_FIELD]: { $each: this.pending(events) } } }
        : update;
    const updated = await target.updateOne(filter, withEvents);
    if (updated && events.length > 0) this.relay.kick();
    return updated && withoutPendingEvents(updated);
  }

  async delete<T extends StoredDocument>(collection: string, id: string): Promise<T | null> {
    const target = this.store.collection<T & { [PENDING_EVENTS_FIELD]?: PendingEvent[] }>(collection);
    const doc = await target.findById(id);
    if (!doc) return null;
    const waiting = doc[PENDING_EVENTS_FIELD];
    if (waiting && waiting.length > 0) {
      // Kept under the document's id, so deleting again after a crash does not copy twice.
      await this.relay.register(ORPHANED_EVENTS);
      await this.store
        .collection<StoredDocument & Record<string, unknown>>(ORPHANED_EVENTS)
        .insert({ _id: `${collection}:${id}`, [PENDING_EVENTS_FIELD]: waiting })
        .catch((error: unknown) => {
          if (!(error instanceof DuplicateKeyError)) throw error;
        });
    }
    const deleted = await target.deleteById(id);
    if (waiting && waiting.length > 0) this.relay.kick();
    return deleted && withoutPendingEvents(deleted);
  }

  private pending(events: EventDraft[]): PendingEvent[] {
    const now = new Date();
    return events.map((draft) => ({
      envelope: createEnvelope(draft, this.service, now),
      doneFor: [],
      refusals: 0,
      tries: 0,
      nextAttemptAt: 0,
    }));
  }
}
