import type { ServiceName } from '../contracts/services.js';

/**
 * One event as it travels: a fact in past tense (`messaging.contact.received`) with its own id,
 * so that a consumer that gets it twice (redelivery, replay) can tell and act once.
 */
export interface EventEnvelope<P = unknown> {
  /** Unique per event (a UUID), kept across retries, redeliveries and replays. */
  id: string;
  /** The event name: a constant of `libs/common/src/contracts/<service>`. */
  type: string;
  /** When the write that caused it happened (ISO 8601). */
  occurredAt: string;
  /** The service that wrote it. */
  source: ServiceName;
  payload: P;
}

/** An event as its publisher describes it; id, time and source are filled in by the outbox. */
export interface EventDraft<P = unknown> {
  type: string;
  payload: P;
}
