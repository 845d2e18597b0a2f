import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import type { DocumentStore } from '../persistence/document-store.js';
import { acquireAmqpConnection } from '../transport/amqp-connection.js';
import type { QueueConsumer } from '../transport/queue-consumer.js';
import { DocumentEventOutbox } from './document-event-outbox.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { EventPublisher } from './event-publisher.js';
import { retryDelays } from './event-topology.js';
import { OutboxRelay } from './outbox-relay.js';
import { createEventConsumer } from './rmq-event-consumer.js';
import { TcpEvents } from './tcp-events.js';

/** A service's event publishing and consuming, stopped before the document store closes. */
export class EventBackbone implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly outbox: DocumentEventOutbox;
  readonly relay: OutboxRelay;
  private readonly consumer?: QueueConsumer;
  private readonly publisher?: EventPublisher;
  readonly tcp?: TcpEvents;
  private readonly connection?: ReturnType<typeof acquireAmqpConnection>;

  constructor(config: CommonConfig, service: ServiceName, store: DocumentStore, dispatcher: EventDispatcher) {
    if (config.TRANSPORT === 'rmq') {
      this.connection = acquireAmqpConnection(config.RABBITMQ_URL);
      this.publisher = new EventPublisher(this.connection.manager, config.RMQ_PREFIX);
      if (dispatcher.events().length > 0) this.consumer = createEventConsumer(dispatcher, config, service);
    } else {
      this.tcp = new TcpEvents(config, service, store, dispatcher);
    }
    this.relay = new OutboxRelay(store, (this.publisher ?? this.tcp)!, {
      retryDelays: retryDelays(config),
      intervalMs: config.EVENT_RELAY_INTERVAL_MS,
    });
    this.outbox = new DocumentEventOutbox(service, store, this.relay);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer?.start(this.connection!.manager);
    await this.tcp?.start();
    await this.relay.start(async () => this.publisher?.reportUnrouted());
  }

  /** A graceful stop's first step, with the RPC server's: no new events, those taken finish (over TCP: no retries). */
  async stopConsuming(): Promise<void> {
    await Promise.all([this.consumer?.stop(), this.tcp?.stop()]);
  }

  /** Events taken are finished first (they may write more), then the relay's pass in progress. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stopConsuming();
    await this.relay.stop();
    await this.publisher?.close();
    await this.tcp?.close();
    await this.connection?.release();
  }
}
