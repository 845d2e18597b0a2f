import { Logger } from '@nestjs/common';
import type { ServiceName } from '../contracts/services.js';
import { DuplicateKeyError, type DocumentStore, type StoredDocument } from '../persistence/document-store.js';
import { DeliveryRefusedError, type EventSink } from './event-sink.js';
import { ORPHANED_EVENTS, PENDING_EVENTS_FIELD, type PendingEvent } from './pending-event.js';

export const OUTBOX_COLLECTIONS = 'outbox_collections';
export const PARKED_EVENTS = 'parked_events';

interface OutboxDocument extends StoredDocument {
  [PENDING_EVENTS_FIELD]?: PendingEvent[];
}

/** An event a TCP subscriber kept refusing, kept in the publisher's store (ADR 0007). */
export interface ParkedEvent extends StoredDocument {
  envelope: PendingEvent['envelope'];
  subscriber: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

export interface OutboxRelayOptions {
  service: ServiceName;
  retryDelays: readonly number[];
  intervalMs: number;
}

/**
 * Publishes the events kept in documents' outboxes and then removes them from the document with
 * a conditional update (only if the outbox is still what was read). Runs after each write and
 * every `intervalMs`, over every collection an event was ever written to, so a crash between a
 * write and its publish only delays the event. A crash after the publish but before the removal
 * publishes it again; consumers drop the repeat by its id (ADR 0007).
 */
export class OutboxRelay {
  private readonly logger = new Logger('Outbox');
  private readonly collections = new Set<string>();
  private running?: Promise<void>;
  private again = false;
  private fullPassDue = false;
  private readonly dueDocuments = new Map<string, Set<string>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: DocumentStore,
    private readonly sink: EventSink,
    private readonly options: OutboxRelayOptions,
  ) {}

  /** Loads the collections registered before and starts the periodic pass (`onTick` runs with it). */
  async start(declared: readonly string[], onTick?: () => Promise<void>): Promise<void> {
    for (const name of declared) this.collections.add(name);
    const known = await this.store.collection(OUTBOX_COLLECTIONS).find();
    for (const { _id } of known) this.collections.add(_id);
    this.timer = setInterval(() => {
      this.kick();
      onTick?.().catch((error: unknown) => this.logger.warn(String(error)));
    }, this.options.intervalMs);
    this.kick();
  }

  /** Remembers, durably, that `collection` holds outboxes; call before writing one there. */
  async register(collection: string): Promise<void> {
    if (this.collections.has(collection)) return;
    try {
      await this.store.collection(OUTBOX_COLLECTIONS).insert({ _id: collection });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    this.collections.add(collection);
  }

  /** Starts a full pass (every collection) now, or right after the one that is running. */
  kick(): void {
    this.fullPassDue = true;
    this.schedule();
  }

  /**
   * Relays one document's events now: a write hands over the document it just made, so the
   * relay reads that one document instead of scanning every outbox collection each time.
   */
  kickDocument(collection: string, id: string): void {
    const ids = this.dueDocuments.get(collection) ?? new Set<string>();
    this.dueDocuments.set(collection, ids.add(id));
    this.schedule();
  }

  /** Resolves when no pass is running or queued (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.idle();
  }

  private schedule(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runDue()
      .catch((error: unknown) => this.logger.error(`Outbox pass failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  /** A full pass when one is due (it covers the single documents too), else the documents handed over. */
  private async runDue(): Promise<void> {
    const unreachable = new Set<string>();
    if (this.fullPassDue) {
      this.fullPassDue = false;
      this.dueDocuments.clear();
      for (const name of this.collections) {
        const collection = this.store.collection<OutboxDocument>(name);
        for (const doc of await collection.find({ [PENDING_EVENTS_FIELD]: { $exists: true } })) {
          await this.relayDocument(name, doc, unreachable);
        }
      }
      return;
    }
    const due = [...this.dueDocuments];
    this.dueDocuments.clear();
    for (const [name, ids] of due) {
      const collection = this.store.collection<OutboxDocument>(name);
      for (const id of ids) {
        const doc = await collection.findById(id);
        if (doc?.[PENDING_EVENTS_FIELD]) await this.relayDocument(name, doc, unreachable);
      }
    }
  }

  /** Sends a document's waiting events, then keeps only those still waiting (if nobody changed them meanwhile). */
  private async relayDocument(name: string, doc: OutboxDocument, unreachable: Set<string>): Promise<void> {
    const collection = this.store.collection<OutboxDocument>(name);
    const before = doc[PENDING_EVENTS_FIELD] ?? [];
    const after: PendingEvent[] = [];
    for (const pending of before) {
      const left = await this.deliver(pending, unreachable);
      if (left) after.push(left);
    }
    if (after.length === 0 && name === ORPHANED_EVENTS) {
      // The holder of a deleted document's events has no other purpose.
      await collection.deleteMany({ _id: doc._id, [PENDING_EVENTS_FIELD]: before });
      return;
    }
    await collection.updateOne(
      { _id: doc._id, [PENDING_EVENTS_FIELD]: before },
      after.length > 0 ? { $set: { [PENDING_EVENTS_FIELD]: after } } : { $unset: { [PENDING_EVENTS_FIELD]: true } },
    );
  }

  /** Sends one event to the targets that have not taken it yet; returns what is still pending. */
  private async deliver(pending: PendingEvent, unreachable: Set<string>): Promise<PendingEvent | null> {
    if (pending.nextAttemptAt > Date.now()) return pending;
    const { envelope } = pending;
    const targets = this.sink.targets(envelope);
    const next: PendingEvent = { ...pending, doneFor: [...pending.doneFor] };
    let failure: string | undefined;
    for (const target of targets) {
      // A target found unreachable earlier in this pass is not tried again until the next one.
      if (next.doneFor.includes(target) || unreachable.has(target)) continue;
      try {
        await this.sink.send(target, envelope);
        next.doneFor.push(target);
      } catch (error) {
        failure = `${target}: ${error instanceof Error ? error.message : String(error)}`;
        if (!(error instanceof DeliveryRefusedError)) {
          unreachable.add(target);
          continue;
        }
        next.refusals += 1;
        if (next.refusals > this.options.retryDelays.length) {
          await this.park(envelope, target, failure, next.refusals);
          next.doneFor.push(target);
        }
      }
    }
    if (targets.every((target) => next.doneFor.includes(target))) return null;
    if (failure !== undefined) {
      const delays = this.options.retryDelays;
      next.tries += 1;
      next.lastError = failure;
      next.nextAttemptAt = Date.now() + (delays[Math.min(next.tries, delays.length) - 1] ?? 0);
    }
    return next;
  }

  private async park(
    envelope: PendingEvent['envelope'],
    target: string,
    error: string,
    attempts: number,
  ): Promise<void> {
    this.logger.error(
      `Event ${envelope.type} ${envelope.id} for ${target} parked after ${attempts} attempts: ${error}`,
    );
    try {
      await this.store.collection<ParkedEvent>(PARKED_EVENTS).insert({
        _id: `${envelope.id}:${target}`,
        envelope,
        subscriber: target,
        error,
        attempts,
        parkedAt: new Date().toISOString(),
      });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
}
