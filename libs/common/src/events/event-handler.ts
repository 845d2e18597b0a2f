import type { EventEnvelope } from './event-envelope.js';

/**
 * A consumer's reaction to one event type. The backbone calls it at least once per event and
 * skips events it already handled (their ids are kept with a unique index), so `handle` runs once
 * per event id in practice; it must still tolerate a repeat after a crash mid-way (make its own
 * writes idempotent, e.g. keyed by `envelope.id`). Throwing means "try again later": the event
 * is retried with growing delays and then parked in the dead-letter queue, never lost.
 */
export interface EventHandler<P = unknown> {
  readonly event: string;
  handle(envelope: EventEnvelope<P>): Promise<void>;
}
