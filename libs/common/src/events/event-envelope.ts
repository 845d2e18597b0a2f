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
  /**
   * The request that caused the write (the gateway's `X-Request-Id`), kept through the outbox, so
   * the services that handle the event log under the same id. Absent for work no request started.
   */
  correlationId?: string;
}

/** An event as its publisher describes it; id, time and source are filled in by the outbox. */
export interface EventDraft<P = unknown> {
  type: string;
  payload: P;
}
