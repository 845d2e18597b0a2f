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
