import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { EventBackbone } from './event-backbone.js';
import { EventDispatcher } from './event-dispatcher.js';
import type { EventHandler } from './event-handler.js';
import { EventOutbox } from './event-outbox.js';
import { createTcpEventsController, TcpEvents } from './tcp-events.js';

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
        { provide: TcpEvents, useFactory: (backbone: EventBackbone) => backbone.tcp ?? null, inject: [EventBackbone] },
      ],
      exports: [EventOutbox, EventBackbone],
    };
  }
}
