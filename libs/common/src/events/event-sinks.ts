import { EVENT_SUBSCRIBERS } from '../contracts/event-subscribers.js';
import type { ServiceName } from '../contracts/services.js';
import { withCorrelation } from '../logging/correlation.js';
import type { EventPublisher } from '../transport/event-publisher.js';
import { EVENTS_STORAGE_UNAVAILABLE, eventDeliverPattern } from '../transport/event-topology.js';
import { ServiceCallError } from '../transport/service-call-error.js';
import { SHUTTING_DOWN } from '../transport/shutdown.js';
import type { ServiceClients } from '../transport/service-clients.js';
import type { EventEnvelope } from './event-envelope.js';
import { DeliveryRefusedError, type EventSink } from './event-sink.js';

const BROKER = ['broker'] as const;
/** The subscriber could not take it now (down, silent, stopping, its disk full): the event waits, it is not a refusal. */
const UNREACHABLE_CODES = new Set<string>([
  'GATEWAY.UNAVAILABLE',
  'GATEWAY.TIMEOUT',
  SHUTTING_DOWN.code,
  EVENTS_STORAGE_UNAVAILABLE,
]);

/** RabbitMQ: the broker is the one target; bindings fan the event out to every subscribing queue. */
export function brokerSink(publisher: EventPublisher): EventSink {
  return {
    targets: () => BROKER,
    send: (_target, envelope) => withCorrelation(envelope.correlationId, () => publisher.publish(envelope)),
  };
}

/** TCP: each subscriber listed in EVENT_SUBSCRIBERS is called until it answered that it took the event. */
export function subscriberSink(clients: ServiceClients): EventSink {
  return {
    targets: (envelope) => EVENT_SUBSCRIBERS[envelope.type] ?? [],
    async send(target, envelope: EventEnvelope) {
      const service = target as ServiceName;
      try {
        // Delivered under the event's own correlation id (the relay's pass may have been started by another request).
        await withCorrelation(envelope.correlationId, () =>
          clients.send(service, eventDeliverPattern(service), envelope),
        );
      } catch (error) {
        if (error instanceof ServiceCallError && !UNREACHABLE_CODES.has(error.code)) {
          throw new DeliveryRefusedError(error.message);
        }
        throw error;
      }
    },
  };
}
