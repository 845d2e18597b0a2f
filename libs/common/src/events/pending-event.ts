import { DuplicateKeyError } from '../persistence/document-store.js';
import type { EventEnvelope } from './event-envelope.js';

/** Holds the events a document's write caused until they are delivered. */
export const PENDING_EVENTS_FIELD = 'pendingEvents';

/** Where the waiting events of deleted documents go until the relay has sent them. */
export const ORPHANED_EVENTS = 'outbox_orphans';

export interface PendingEvent {
  envelope: EventEnvelope;
  /** Targets that already took it: `broker` over RabbitMQ, subscriber services over TCP. */
  doneFor: string[];
  /** Failed tries of any kind, for the growing pause between them. */
  tries: number;
  nextAttemptAt: number;
  lastError?: string;
}

export function withoutPendingEvents<T extends object>(doc: T): T {
  const { [PENDING_EVENTS_FIELD]: _pending, ...rest } = doc as Record<string, unknown>;
  return rest as T;
}

/** For an insert whose document may be there already (a repeat, a race): that is no failure. */
export function unlessDuplicate(error: unknown): void {
  if (!(error instanceof DuplicateKeyError)) throw error;
}
