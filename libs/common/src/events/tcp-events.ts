import { randomUUID } from 'node:crypto';
import type { CommonConfig } from '../config/common.config.js';
import { SERVICE_NAMES, type ServiceName } from '../contracts/services.js';
import { withCorrelation } from '../logging/correlation.js';
import type { DocumentStore, StoredDocument } from '../persistence/document-store.js';
import { ServiceClients } from '../transport/service-clients.js';
import { consumeEvent, type ConsumeOutcome, type EventDispatcher, type FailedEventShelf } from './event-dispatcher.js';
import type { EventEnvelope } from './event-envelope.js';
import { retryDelays, tcpEventPatterns } from './event-topology.js';
import { unlessDuplicate, type EventSink } from './outbox-relay.js';

export const EVENT_SUBSCRIPTIONS = 'event_subscriptions';
export const EVENT_RETRIES = 'event_retries';
export const PARKED_EVENTS = 'parked_events';

/** `_id` is the subscriber. */
interface Subscription extends StoredDocument {
  events: readonly string[];
}

interface RetryingEvent extends StoredDocument {
  envelope: EventEnvelope;
  attempts: number;
  dueAt: number;
  error: string;
}

/** TCP's parked queue: events their handler kept failing, and messages that are not events. */
export interface ParkedEvent extends StoredDocument {
  event: unknown;
  attempts: number;
  error: string;
  parkedAt: string;
}

/**
 * The broker over TCP (ADR 0007): keeps the subscriptions (like durable bindings, an event waits for a
 * subscriber that is down), subscribes at every start, and keeps what its handlers failed.
 */
export class TcpEvents implements EventSink {
  private readonly subscriptions = new Map<string, readonly string[]>();
  /** Per publisher, the events to subscribe to, until it took the subscription. */
  private readonly unsubscribed = new Map<ServiceName, string[]>();
  private readonly clients: ServiceClients;
  private readonly retryDelays: readonly number[];
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;

  constructor(
    config: CommonConfig,
    private readonly service: ServiceName,
    private readonly store: DocumentStore,
    private readonly dispatcher: EventDispatcher,
  ) {
    this.clients = new ServiceClients(config);
    this.retryDelays = retryDelays(config);
    for (const event of dispatcher.events()) {
      const source = event.split('.')[0] as ServiceName;
      if (!SERVICE_NAMES.includes(source)) throw new Error(`Event ${event} does not start with a service name`);
      this.unsubscribed.set(source, [...(this.unsubscribed.get(source) ?? []), event]);
    }
  }

  async start(): Promise<void> {
    const kept = await this.store.collection<Subscription>(EVENT_SUBSCRIPTIONS).find();
    for (const { _id, events } of kept) this.subscriptions.set(_id, events);
    this.timer = setInterval(() => this.runPass(), Math.max(Math.min(...this.retryDelays, 1000), 50));
    this.runPass();
  }

  /** No more retries; deliveries arrive as requests, drained with the TCP server. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  close(): Promise<void> {
    return this.clients.close();
  }

  targets(envelope: EventEnvelope): string[] {
    return [...this.subscriptions].filter(([, events]) => events.includes(envelope.type)).map(([service]) => service);
  }

  /** Resolves once the subscriber took the event (handled, or kept for a retry); else it waits in the outbox. */
  async send(target: string, envelope: EventEnvelope): Promise<void> {
    const service = target as ServiceName;
    // Under the event's own correlation id (the relay's pass may have been started by another request).
    await withCorrelation(envelope.correlationId, () =>
      this.clients.send(service, tcpEventPatterns(service).deliver, envelope),
    );
  }

  async subscribe(subscriber: string, events: readonly string[]): Promise<void> {
    const collection = this.store.collection<Subscription>(EVENT_SUBSCRIPTIONS);
    // Two calls racing (a retried one) fail one insert; the subscriber's next try replaces it.
    if (!(await collection.updateOne({ _id: subscriber }, { $set: { events } }))) {
      await collection.insert({ _id: subscriber, events });
    }
    this.subscriptions.set(subscriber, events);
  }

  /** A publisher's delivery; once it resolves the event is handled, kept for a retry or parked. */
  deliver(raw: unknown): Promise<ConsumeOutcome> {
    return consumeEvent(this.dispatcher, raw, 0, this.retryDelays, this.shelf(raw));
  }

  private runPass(): void {
    this.pass ??= this.subscribeAndRetry()
      .catch(() => undefined) // a store that fails now is tried again at the next pass
      .finally(() => (this.pass = undefined));
  }

  private async subscribeAndRetry(): Promise<void> {
    for (const [source, events] of this.unsubscribed) {
      try {
        if (source === this.service) await this.subscribe(source, events);
        else await this.clients.send(source, tcpEventPatterns(source).subscribe, { subscriber: this.service, events });
        this.unsubscribed.delete(source);
      } catch {
        // the publisher is not up yet: asked again at the next pass
      }
    }
    const retries = this.store.collection<RetryingEvent>(EVENT_RETRIES);
    for (const waiting of await retries.find({ dueAt: { $lte: Date.now() } })) {
      if (!this.timer) return;
      const { envelope, attempts } = waiting;
      const shelf = this.shelf(envelope, waiting);
      const outcome = await consumeEvent(this.dispatcher, envelope, attempts, this.retryDelays, shelf);
      if (outcome !== 'retrying' && outcome !== 'parked') await retries.deleteById(waiting._id);
    }
  }

  private shelf(raw: unknown, waiting?: RetryingEvent): FailedEventShelf {
    const retries = this.store.collection<RetryingEvent>(EVENT_RETRIES);
    const parked = this.store.collection<ParkedEvent>(PARKED_EVENTS);
    return {
      retry: async (envelope, delayMs, attempts, error) => {
        const dueAt = Date.now() + delayMs;
        if (waiting) await retries.updateOne({ _id: waiting._id }, { $set: { attempts, dueAt, error } });
        // A second delivery of an event already waiting here (the publisher's repeat) adds nothing.
        else await retries.insert({ _id: envelope.id, envelope, attempts, dueAt, error }).catch(unlessDuplicate);
      },
      park: async (attempts, error, envelope) => {
        const parkedAt = new Date().toISOString();
        await parked
          .insert({ _id: envelope?.id ?? randomUUID(), event: raw, attempts, error, parkedAt })
          .catch(unlessDuplicate);
        if (waiting) await retries.deleteById(waiting._id);
      },
    };
  }
}
