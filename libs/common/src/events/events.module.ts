import { Controller, Inject, Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { EventBackbone } from './event-backbone.js';
import { EventDispatcher } from './event-dispatcher.js';
import type { EventHandler } from './event-handler.js';
import { EventOutbox } from './event-outbox.js';
import { tcpEventPatterns } from './event-topology.js';

export interface EventsModuleOptions {
  /** Provider classes implementing EventHandler; their queue bindings follow from their `event`. */
  handlers?: Type<EventHandler>[];
  /** Modules the handlers' own dependencies come from. */
  imports?: ModuleMetadata['imports'];
}

/**
 * A service's event backbone: `EventOutbox` (global) to publish with a write, its handlers
 * consumed from its own event queue (RabbitMQ) or delivery endpoint (TCP), deduplicated, retried
 * and parked. The handlers are the one list of what the service consumes. Needs
 * DocumentStoreModule (processed ids, outboxes; over TCP subscriptions, retries, parked events).
 */
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
export function createTcpEventsController(service: ServiceName): Type<unknown> {
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
