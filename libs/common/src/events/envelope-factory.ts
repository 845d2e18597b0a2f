import { randomUUID } from 'node:crypto';
import { SERVICE_NAMES, type ServiceName } from '../contracts/services.js';
import { currentCorrelationId, safeCorrelationId } from '../logging/correlation.js';
import type { EventDraft, EventEnvelope } from './event-envelope.js';

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

export function eventSource(type: string): ServiceName {
  const source = type.split('.')[0] as ServiceName;
  if (!SERVICE_NAMES.includes(source)) throw new Error(`Event ${type} does not start with a service name`);
  return source;
}
