import type { ServiceName } from '../contracts/services.js';
import { withCorrelation } from '../logging/correlation.js';
import type { ServiceClients } from '../transport/service-clients.js';
import type { EventEnvelope } from './event-envelope.js';
import type { EventPublisher } from './event-publisher.js';
import type { EventSubscriptions } from './event-subscriptions.js';
import { tcpEventPatterns } from './event-topology.js';

/**
 * Where the outbox relay sends events: the broker over RabbitMQ (one target), each subscribing
 * service over TCP. `send` resolves once the target took the event (its own retries and parking
 * are the consumer's business); any failure means the event simply waits.
 */
export interface EventSink {
  targets(envelope: EventEnvelope): readonly string[];
  send(target: string, envelope: EventEnvelope): Promise<void>;
}

const BROKER = ['broker'] as const;

/** RabbitMQ: the broker is the one target; bindings fan the event out to every subscribing queue. */
export function brokerSink(publisher: EventPublisher): EventSink {
  return {
    targets: () => BROKER,
    send: (_target, envelope) => withCorrelation(envelope.correlationId, () => publisher.publish(envelope)),
  };
}

/** TCP: each service subscribed to the event is handed it until it answered that it took it. */
export function subscriberSink(clients: ServiceClients, subscriptions: EventSubscriptions): EventSink {
  return {
    targets: (envelope) => subscriptions.subscribers(envelope.type),
    // Under the event's own correlation id (the relay's pass may have been started by another request).
    async send(target, envelope) {
      const service = target as ServiceName;
      await withCorrelation(envelope.correlationId, () =>
        clients.send(service, tcpEventPatterns(service).deliver, envelope),
      );
    },
  };
}
