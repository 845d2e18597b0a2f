import type { ServiceName } from '../contracts/services.js';

/** A fact in past tense (`messaging.contact.received`) with its own id, so a consumer acts once. */
export interface EventEnvelope<P = unknown> {
  /** A UUID, kept across retries, redeliveries and replays. */
  id: string;
  /** A constant of `libs/common/src/contracts/<service>`. */
  type: string;
  /** When the write that caused it happened (ISO 8601). */
  occurredAt: string;
  source: ServiceName;
  payload: P;
  /** The causing request's `X-Request-Id`, so the handlers log under it; absent for work no request started. */
  correlationId?: string;
}

/** Id, time and source are filled in by the outbox. */
export interface EventDraft<P = unknown> {
  type: string;
  payload: P;
}
