import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import type { DocumentStore } from '../persistence/document-store.js';
import { acquireAmqpConnection } from '../transport/amqp-connection.js';
import { ServiceClients } from '../transport/service-clients.js';
import { DocumentEventOutbox } from './document-event-outbox.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { EventPublisher } from './event-publisher.js';
import { brokerSink, subscriberSink } from './event-sinks.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { eventNames, retryDelays } from './event-topology.js';
import { OutboxRelay } from './outbox-relay.js';
import { RmqEventConsumer } from './rmq-event-consumer.js';
import { TcpEventConsumer } from './tcp-event-consumer.js';

/**
 * Everything one service needs to publish and consume events, started with the app and stopped
 * before the document store closes. Over RabbitMQ the publisher and consumer share the process's
 * one AMQP connection; over TCP the service keeps who subscribed to its events (`subscriptions`)
 * and consumes through `tcpConsumer`.
 */
export class EventBackbone implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Events');
  readonly outbox: DocumentEventOutbox;
  readonly relay: OutboxRelay;
  private readonly consumer?: RmqEventConsumer;
  private readonly publisher?: EventPublisher;
  readonly subscriptions?: EventSubscriptions;
  readonly tcpConsumer?: TcpEventConsumer;
  private readonly clients?: ServiceClients;
  private readonly release?: () => Promise<void>;
  private unroutedSeen = 0;

  constructor(
    private readonly config: CommonConfig,
    service: ServiceName,
    store: DocumentStore,
    dispatcher: EventDispatcher,
    private readonly outboxCollections: readonly string[],
  ) {
    const delays = retryDelays(config);
    if (config.TRANSPORT === 'rmq') {
      const connection = acquireAmqpConnection(config.RABBITMQ_URL);
      this.release = connection.release;
      this.publisher = new EventPublisher(connection.manager, config.RMQ_PREFIX);
      if (dispatcher.events().length > 0) {
        this.consumer = new RmqEventConsumer(connection.manager, dispatcher, {
          prefix: config.RMQ_PREFIX,
          service,
          prefetch: config.RMQ_PREFETCH,
          retryDelays: delays,
          graceMs: config.SHUTDOWN_GRACE_MS,
        });
      }
    } else {
      this.clients = new ServiceClients(config);
      this.subscriptions = new EventSubscriptions(store);
      this.tcpConsumer = new TcpEventConsumer(store, dispatcher, this.clients, this.subscriptions, {
        service,
        retryDelays: delays,
      });
    }
    const sink = this.publisher ? brokerSink(this.publisher) : subscriberSink(this.clients!, this.subscriptions!);
    this.relay = new OutboxRelay(store, sink, {
      retryDelays: delays,
      intervalMs: config.EVENT_RELAY_INTERVAL_MS,
    });
    this.outbox = new DocumentEventOutbox(service, store, this.relay);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer?.start();
    await this.subscriptions?.load();
    this.tcpConsumer?.start();
    await this.relay.start(this.outboxCollections, () => this.reportUnrouted());
  }

  /**
   * The first step of a graceful stop (SIGTERM), alongside the RPC server's: no new events from
   * the queue, those taken finish. Over TCP events arrive as requests, drained with the TCP server;
   * the retries of failed ones stop.
   */
  async stopConsuming(): Promise<void> {
    await Promise.all([this.consumer?.stop(), this.tcpConsumer?.stop()]);
  }

  /** Events taken are finished first (they may write more), then the relay's pass in progress. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stopConsuming();
    await this.relay.stop();
    await this.publisher?.close();
    await this.clients?.close();
    await this.release?.();
  }

  /** Events no queue took wait in `<prefix>.unrouted`; say so when their number grows. */
  private async reportUnrouted(): Promise<void> {
    const count = await this.publisher?.unroutedCount();
    if (count === undefined || count <= this.unroutedSeen) {
      this.unroutedSeen = count ?? 0;
      return;
    }
    this.logger.warn(
      `${count} event(s) no queue would take wait in ${eventNames.unrouted(this.config.RMQ_PREFIX)} (npm run dlq lists them)`,
    );
    this.unroutedSeen = count;
  }
}
