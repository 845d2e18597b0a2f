import type { Filter, StoredDocument, UpdateSpec } from '../persistence/document-store.js';
import type { EventDraft } from './event-envelope.js';

/** How a service publishes: events go in the same document write as their cause, then are relayed (ADR 0007). */
export abstract class EventOutbox {
  abstract insert<T extends StoredDocument>(collection: string, doc: T, events: EventDraft[]): Promise<T>;

  /** Null when nothing matched: put the state the events assume in `filter`, so a race makes this miss, not lie. */
  abstract update<T extends StoredDocument>(
    collection: string,
    filter: Filter,
    update: UpdateSpec,
    events: EventDraft[],
  ): Promise<T | null>;

  /** Its waiting events move to a collection of their own first (a crash in between sends them twice, never not). */
  abstract delete<T extends StoredDocument>(collection: string, id: string): Promise<T | null>;

  /** Events that follow no write, sent now: lost if the process dies or a TCP subscriber is away first. */
  abstract publish(events: EventDraft[]): Promise<void>;
}
