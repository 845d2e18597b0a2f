import type { DocumentStore, Filter, NewDocument, StoredDocument, UpdateSpec } from '../persistence/document-store.js';
import { NedbDocumentStore } from '../persistence/nedb-document-store.js';
import { EventOutbox, type EventDraft } from '../events/event-envelope.js';

/** A store for a unit spec: nedb in memory, so every query, update and unique index is real. */
export function inMemoryStore(): DocumentStore {
  return new NedbDocumentStore();
}

/**
 * The outbox of a unit spec: writes the documents to the store it is given, as the real one does,
 * and keeps the events it was asked to publish in `events` (in order) instead of relaying them.
 */
export class RecordingOutbox extends EventOutbox {
  readonly events: EventDraft[] = [];

  constructor(private readonly store: DocumentStore) {
    super();
  }

  /** The payloads recorded for one event type. */
  payloads<T>(type: string): T[] {
    return this.events.filter((event) => event.type === type).map((event) => event.payload as T);
  }

  async insert<T extends StoredDocument>(collection: string, doc: T, events: EventDraft[]): Promise<T> {
    const stored = await this.store.collection<T>(collection).insert(doc as NewDocument<T>);
    this.events.push(...events);
    return stored;
  }

  async update<T extends StoredDocument>(
    collection: string,
    filter: Filter,
    update: UpdateSpec,
    events: EventDraft[],
  ): Promise<T | null> {
    const updated = await this.store.collection<T>(collection).updateOne(filter, update);
    if (updated) this.events.push(...events);
    return updated;
  }

  async delete<T extends StoredDocument>(collection: string, id: string): Promise<T | null> {
    return await this.store.collection<T>(collection).deleteById(id);
  }

  async publish(events: EventDraft[]): Promise<void> {
    this.events.push(...events);
  }
}
