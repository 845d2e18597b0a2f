import type { ServiceName } from '../contracts/services.js';
import type { DocumentStore, NewDocument, StoredDocument } from '../persistence/document-store.js';
import { createEnvelope } from './envelope-factory.js';
import type { EventDraft } from './event-envelope.js';
import { EventOutbox } from './event-outbox.js';
import type { OutboxRelay } from './outbox-relay.js';
import { PENDING_EVENTS_FIELD, withoutPendingEvents, type PendingEvent } from './pending-event.js';

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
    const now = new Date();
    const pending: PendingEvent[] = events.map((draft) => ({
      envelope: createEnvelope(draft, this.service, now),
      doneFor: [],
      refusals: 0,
      tries: 0,
      nextAttemptAt: 0,
    }));
    const stored = await target.insert({ ...doc, [PENDING_EVENTS_FIELD]: pending } as NewDocument<T>);
    this.relay.kick();
    return withoutPendingEvents(stored);
  }
}
