import type { Filter, StoredDocument, UpdateSpec } from '../persistence/document-store.js';
import type { EventDraft } from './event-envelope.js';

/**
 * How a service publishes: the events a write causes are stored in the same document write
 * (so a crash between the write and the publish loses nothing) and relayed to the broker (with
 * publisher confirms) or, over TCP, to each subscriber until it has taken them (ADR 0007).
 */
export abstract class EventOutbox {
  /** Inserts `doc` into `collection` together with `events`; they are published after the write. */
  abstract insert<T extends StoredDocument>(collection: string, doc: T, events: EventDraft[]): Promise<T>;

  /**
   * Updates the first document matching `filter` and stores `events` in the same atomic write.
   * Null, and no event, when nothing matched: put the state the events assume in `filter`
   * (e.g. the status read before) so a concurrent change makes this one miss, not lie.
   */
  abstract update<T extends StoredDocument>(
    collection: string,
    filter: Filter,
    update: UpdateSpec,
    events: EventDraft[],
  ): Promise<T | null>;

  /**
   * Deletes a document without losing the events still waiting in its outbox: they are moved
   * to a collection of their own first (a crash in between sends them twice, never not at all).
   */
  abstract delete<T extends StoredDocument>(collection: string, id: string): Promise<T | null>;

  /** Sends events that follow no write now; lost if the process dies or a TCP subscriber is away first. */
  abstract publish(events: EventDraft[]): Promise<void>;
}
