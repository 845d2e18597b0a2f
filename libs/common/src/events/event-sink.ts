import type { EventEnvelope } from './event-envelope.js';

/** A subscriber answered that its handler failed; counts towards parking (TCP). */
export class DeliveryRefusedError extends Error {
  override name = 'DeliveryRefusedError';
}

/**
 * Where the outbox relay sends events: the broker over RabbitMQ (one target), each subscribing
 * service over TCP. `send` throws DeliveryRefusedError for a handler failure; any other error
 * means the target was unreachable and the event simply waits.
 */
export interface EventSink {
  targets(envelope: EventEnvelope): readonly string[];
  send(target: string, envelope: EventEnvelope): Promise<void>;
}
