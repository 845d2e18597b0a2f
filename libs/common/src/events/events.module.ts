import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Controller, Inject, Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { acquireAmqpConnection } from '../transport/amqp-connection.js';
import type { QueueConsumer } from '../transport/queue-consumer.js';
import { EventDispatcher } from './event-dispatcher.js';
import { EventOutbox, type EventHandler } from './event-envelope.js';
import { retryDelays, tcpEventPatterns } from './event-topology.js';
import { DocumentEventOutbox, OutboxRelay } from './outbox-relay.js';
import { createEventConsumer, EventPublisher } from './rmq-events.js';
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

export interface EventsModuleOptions {
  /** EventHandler providers: the one list of what the service consumes (queue bindings follow from `event`). */
  handlers?: Type<EventHandler>[];
  imports?: ModuleMetadata['imports'];
}

/** A service's event backbone: `EventOutbox` (global) and its handlers. Needs DocumentStoreModule. */
@Module({})
export class EventsModule {
  static forService(config: CommonConfig, service: ServiceName, options: EventsModuleOptions = {}): DynamicModule {
    const handlers = options.handlers ?? [];
    return {
      module: EventsModule,
      global: true,
      imports: options.imports ?? [],
      controllers: config.TRANSPORT === 'tcp' ? [createTcpEventsController(service)] : [],
      providers: [
        ...handlers,
        {
          provide: EventDispatcher,
          useFactory: (store: DocumentStore, ...instances: EventHandler[]) =>
            new EventDispatcher(service, store, instances),
          inject: [DOCUMENT_STORE, ...handlers],
        },
        {
          provide: EventBackbone,
          useFactory: (store: DocumentStore, dispatcher: EventDispatcher) =>
            new EventBackbone(config, service, store, dispatcher),
          inject: [DOCUMENT_STORE, EventDispatcher],
        },
        { provide: EventOutbox, useFactory: (backbone: EventBackbone) => backbone.outbox, inject: [EventBackbone] },
      ],
      exports: [EventOutbox, EventBackbone],
    };
  }
}

/** Where other services subscribe to this one's events and hand it theirs (an error answer: try again later). */
function createTcpEventsController(service: ServiceName): Type<unknown> {
  const patterns = tcpEventPatterns(service);

  @Controller()
  class TcpEventsController {
    constructor(@Inject(EventBackbone) private readonly backbone: EventBackbone) {}

    @MessagePattern(patterns.deliver)
    async deliver(@Payload() raw: unknown): Promise<{ outcome: string }> {
      return { outcome: await this.backbone.tcp!.deliver(raw) };
    }

    @MessagePattern(patterns.subscribe)
    async subscribe(@Payload() { subscriber, events }: { subscriber: string; events: string[] }) {
      await this.backbone.tcp!.subscribe(subscriber, events);
      return { subscribed: events };
    }
  }
  return TcpEventsController;
}
