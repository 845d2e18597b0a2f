import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type INestApplicationContext,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { startServiceApp } from '../bootstrap/service-app.js';
import { logLevels } from '../logging/app-logger.js';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import type { ServiceName } from '../contracts/services.js';
import { EventOutbox, type EventEnvelope, type EventHandler } from '../events/event-envelope.js';
import { EventBackbone, EventsModule } from '../events/events.module.js';
import { createHealthController } from '../health/service-probes.js';
import { DocumentStoreModule } from '../persistence/document-store.module.js';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentStore } from '../persistence/document-store.js';

export const EFFECTS = 'effects';

export interface EventTestAppOptions {
  service: ServiceName;
  env: Record<string, string>;
  /** Event types this app handles; each call is recorded, then `behaviour` runs (throw = fail). */
  events?: string[];
  behaviour?: (envelope: EventEnvelope) => Promise<void> | void;
  /** false: no RPC server, only the event backbone (an application context). */
  rpcServer?: boolean;
}

export interface EventTestApp {
  app: INestApplicationContext;
  outbox: EventOutbox;
  backbone: EventBackbone;
  store: DocumentStore;
  /** Every call of this app's handlers, in order (redeliveries included). */
  calls: EventEnvelope[];
  close(): Promise<void>;
}

/**
 * A small real service for event tests: its own store, EventsModule and handlers that record
 * each call and write one idempotent effect per event id (collection `effects`).
 */
export async function startEventTestApp(options: EventTestAppOptions): Promise<EventTestApp> {
  const calls: EventEnvelope[] = [];
  const config = loadConfig(CommonConfig, options.env);
  const handlers = (options.events ?? []).map((event) =>
    recordingHandler(event, async (envelope, store) => {
      calls.push(envelope);
      await recordEffect(store, envelope);
      await options.behaviour?.(envelope);
    }),
  );
  const module = eventTestModule(config, options.service, handlers);
  const app =
    options.rpcServer === false
      ? await NestFactory.createApplicationContext(module, { logger: logLevels(config.LOG_LEVEL) })
      : await startServiceApp(options.service, module, config);
  return {
    app,
    outbox: app.get(EventOutbox),
    backbone: app.get(EventBackbone),
    store: app.get<DocumentStore>(DOCUMENT_STORE),
    calls,
    close: () => app.close(),
  };
}

/** The handler's own effect, keyed by event id so that running it twice changes nothing. */
export async function recordEffect(store: DocumentStore, envelope: EventEnvelope): Promise<void> {
  try {
    await store.collection<{ _id: string; type: string }>(EFFECTS).insert({ _id: envelope.id, type: envelope.type });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

export function recordingHandler(
  event: string,
  handle: (envelope: EventEnvelope, store: DocumentStore) => Promise<void>,
): Type<EventHandler> {
  @Injectable()
  class RecordingHandler implements EventHandler {
    readonly event = event;
    constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}
    handle(envelope: EventEnvelope): Promise<void> {
      return handle(envelope, this.store);
    }
  }
  return RecordingHandler;
}

export function eventTestModule(
  config: CommonConfig,
  service: ServiceName,
  handlers: Type<EventHandler>[],
): DynamicModule {
  @Module({})
  class EventTestModule {}
  return {
    module: EventTestModule,
    imports: [DocumentStoreModule.forService(config, service), EventsModule.forService(config, service, { handlers })],
    controllers: [createHealthController(service)],
  };
}
