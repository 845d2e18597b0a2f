import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { ServiceName } from '../contracts/services.js';
import { DuplicateKeyError, type DocumentStore, type StoredDocument } from '../persistence/document-store.js';
import type { ServiceClients } from '../transport/service-clients.js';
import { consumeEvent, type ConsumeOutcome, type FailedEventShelf } from './consume-event.js';
import { eventSource } from './envelope-factory.js';
import type { EventDispatcher } from './event-dispatcher.js';
import type { EventEnvelope } from './event-envelope.js';
import type { EventSubscriptions } from './event-subscriptions.js';
import { tcpEventPatterns } from './event-topology.js';

export const EVENT_RETRIES = 'event_retries';
export const PARKED_EVENTS = 'parked_events';

/** An event whose handler failed, waiting for its next try (TCP's retry queue). */
interface RetryingEvent extends StoredDocument {
  envelope: EventEnvelope;
  attempts: number;
  dueAt: number;
  error: string;
}

/** An event its handler kept failing, or a message that is not one (TCP's parked queue). */
export interface ParkedEvent extends StoredDocument {
  event: unknown;
  attempts: number;
  error: string;
  parkedAt: string;
}

export interface TcpEventConsumerOptions {
  service: ServiceName;
  retryDelays: readonly number[];
}

/**
 * A service's event consumer over TCP, consumer-side like RabbitMQ's: it subscribes with the
 * service of each event it handles (and again at every start), takes what the publishers hand
 * over, and keeps the events its handlers failed in its own store, `event_retries` until their
 * pause is over and `parked_events` after the last (`consumeEvent`, ADR 0007).
 */
export class TcpEventConsumer {
  private readonly logger = new Logger('Events');
  private readonly unsubscribed = new Set<ServiceName>();
  private timer?: NodeJS.Timeout;
  private wakeAt?: number;
  private pass: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly store: DocumentStore,
    private readonly dispatcher: EventDispatcher,
    private readonly clients: ServiceClients,
    private readonly own: EventSubscriptions,
    private readonly options: TcpEventConsumerOptions,
  ) {}

  start(): void {
    const bySource = new Map<ServiceName, string[]>();
    for (const event of this.dispatcher.events()) {
      const source = eventSource(event);
      bySource.set(source, [...(bySource.get(source) ?? []), event]);
    }
    for (const [source, events] of bySource) {
      this.unsubscribed.add(source);
      void this.subscribeWith(source, events);
    }
    this.retryDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** Why events may not reach this service yet (a publisher not told what it takes), or undefined. */
  problem(): string | undefined {
    if (this.unsubscribed.size === 0) return undefined;
    return `Events: not yet subscribed with ${[...this.unsubscribed].join(', ')}`;
  }

  /** A publisher's delivery; once it resolves the event is handled, kept for a retry or parked. */
  deliver(raw: unknown): Promise<ConsumeOutcome> {
    return consumeEvent(this.dispatcher, raw, 0, this.options.retryDelays, this.shelf(raw));
  }

  /** Tries until the publisher answers; it keeps the subscription, so this is needed once per start. */
  private async subscribeWith(source: ServiceName, events: string[]): Promise<void> {
    const { service, retryDelays } = this.options;
    for (let warned = false; !this.stopped; warned = true) {
      try {
        if (source === service) await this.own.subscribe(service, events);
        else await this.clients.send(source, tcpEventPatterns(source).subscribe, { subscriber: service, events });
        this.unsubscribed.delete(source);
        return;
      } catch (error) {
        if (!warned)
          this.logger.warn(`Cannot subscribe to the events of ${source} yet, trying again: ${String(error)}`);
        await new Promise((done) => setTimeout(done, retryDelays[0] ?? 1000).unref());
      }
    }
  }

  private shelf(raw: unknown, waiting?: RetryingEvent): FailedEventShelf {
    const retries = this.store.collection<RetryingEvent>(EVENT_RETRIES);
    return {
      retry: async (envelope, delayMs, attempts, error) => {
        const dueAt = Date.now() + delayMs;
        if (waiting) await retries.updateOne({ _id: waiting._id }, { $set: { attempts, dueAt, error } });
        // A second delivery of an event already waiting here (the publisher's repeat) adds nothing.
        else await retries.insert({ _id: envelope.id, envelope, attempts, dueAt, error }).catch(unlessDuplicate);
        this.wake(dueAt);
      },
      park: async (attempts, error, envelope) => {
        const parked = { _id: envelope?.id ?? randomUUID(), event: raw, attempts, error };
        await this.store
          .collection<ParkedEvent>(PARKED_EVENTS)
          .insert({ ...parked, parkedAt: new Date().toISOString() })
          .catch(unlessDuplicate);
        if (waiting) await retries.deleteById(waiting._id);
      },
    };
  }

  /** Runs the waiting events that are due at `dueAt`, unless a pass is already set for earlier. */
  private wake(dueAt: number): void {
    if (this.stopped || (this.wakeAt !== undefined && this.wakeAt <= dueAt)) return;
    clearTimeout(this.timer);
    this.wakeAt = dueAt;
    this.timer = setTimeout(() => this.retryDue(), Math.max(0, dueAt - Date.now()));
  }

  private retryDue(): void {
    this.wakeAt = undefined;
    this.pass = this.pass.then(() =>
      this.runDue().catch((error: unknown) => {
        this.logger.warn(`Retrying events failed, trying again later: ${String(error)}`);
        this.wake(Date.now() + Math.max(...this.options.retryDelays, 1000));
      }),
    );
  }

  private async runDue(): Promise<void> {
    const retries = this.store.collection<RetryingEvent>(EVENT_RETRIES);
    for (const waiting of await retries.find({}, { sort: { dueAt: 1 } })) {
      if (this.stopped) return;
      if (waiting.dueAt > Date.now()) return this.wake(waiting.dueAt);
      const { envelope, attempts } = waiting;
      const outcome = await consumeEvent(
        this.dispatcher,
        envelope,
        attempts,
        this.options.retryDelays,
        this.shelf(envelope, waiting),
      );
      if (outcome !== 'retrying' && outcome !== 'parked') await retries.deleteById(waiting._id);
    }
  }
}

function unlessDuplicate(error: unknown): void {
  if (!(error instanceof DuplicateKeyError)) throw error;
}
