import { randomUUID } from 'node:crypto';
import { SERVICE_NAMES, type ServiceName } from '../contracts/services.js';
import { currentCorrelationId, safeCorrelationId } from '../logging/correlation.js';
import type { Filter, StoredDocument, UpdateSpec } from '../persistence/document-store.js';

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

/** Idempotent (a crash mid-way repeats it); a throw means "later": retried with growing pauses, then parked. */
export interface EventHandler<P = unknown> {
  readonly event: string;
  handle(envelope: EventEnvelope<P>): Promise<void>;
}

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

/** A new event, under the correlation id of the work that causes it (if any). */
export function createEnvelope<P>(draft: EventDraft<P>, source: ServiceName, now = new Date()): EventEnvelope<P> {
  const correlationId = currentCorrelationId();
  return {
    id: randomUUID(),
    type: draft.type,
    occurredAt: now.toISOString(),
    source,
    payload: draft.payload,
    ...(correlationId !== undefined && { correlationId }),
  };
}

/** Such a message is parked at once, never retried. */
export class MalformedEventError extends Error {
  override name = 'MalformedEventError';
}

export function parseEnvelope(raw: unknown): EventEnvelope {
  let value = raw;
  if (Buffer.isBuffer(raw)) {
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new MalformedEventError('Event is not JSON');
    }
  }
  const envelope = value as Partial<EventEnvelope> | null;
  if (typeof envelope !== 'object' || envelope === null) throw new MalformedEventError('Event is not an object');
  for (const field of ['id', 'type', 'occurredAt', 'source'] as const) {
    if (typeof envelope[field] !== 'string' || envelope[field] === '') {
      throw new MalformedEventError(`Event has no ${field}`);
    }
  }
  if (!SERVICE_NAMES.includes(envelope.source as ServiceName)) {
    throw new MalformedEventError(`Event source ${envelope.source} is not a service`);
  }
  if (!('payload' in envelope)) throw new MalformedEventError('Event has no payload');
  // An id that is not a safe one is dropped, not trusted: it only serves the logs.
  if ('correlationId' in envelope && safeCorrelationId(envelope.correlationId) === undefined) {
    const { correlationId: _dropped, ...rest } = envelope;
    return rest as EventEnvelope;
  }
  return envelope as EventEnvelope;
}
