import type { EventEnvelope } from './event-envelope.js';

/**
 * Must bear a repeat after a crash mid-way (idempotent writes, e.g. keyed by `envelope.id`).
 * Throwing means "try again later": retried with growing delays, then parked, never lost.
 */
export interface EventHandler<P = unknown> {
  readonly event: string;
  handle(envelope: EventEnvelope<P>): Promise<void>;
}
