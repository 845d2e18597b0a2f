import type { StoredDocument } from '../persistence/document-store.js';
import type { EventDraft } from './event-envelope.js';

/**
 * How a service publishes: the events a write causes are stored in the same document write
 * (so a crash between the write and the publish loses nothing) and relayed to the broker (with
 * publisher confirms) or, over TCP, to each subscriber until it has taken them.
 */
export abstract class EventOutbox {
  /** Inserts `doc` into `collection` together with `events`; they are published after the write. */
  abstract insert<T extends StoredDocument>(collection: string, doc: T, events: EventDraft[]): Promise<T>;
}
