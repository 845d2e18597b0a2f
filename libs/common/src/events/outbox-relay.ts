import { Logger } from '@nestjs/common';
import { SecretSeal } from '../config/secret-seal.js';
import type { ServiceName } from '../contracts/services.js';
import {
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  type Filter,
  type NewDocument,
  type StoredDocument,
  type UpdateSpec,
} from '../persistence/document-store.js';
import { createEnvelope, EventOutbox, type EventDraft, type EventEnvelope } from './event-envelope.js';

/** Holds the events a document's write caused until they are delivered. */
export const PENDING_EVENTS_FIELD = 'pendingEvents';

/** Where the waiting events of deleted documents go until the relay has sent them. */
export const ORPHANED_EVENTS = 'outbox_orphans';

export interface PendingEvent {
  envelope: EventEnvelope;
  /** Targets that already took it: `broker` over RabbitMQ, subscriber services over TCP. */
  doneFor: string[];
  /** Failed tries of any kind, for the growing pause between them. */
  tries: number;
  nextAttemptAt: number;
  lastError?: string;
}

export function withoutPendingEvents<T extends object>(doc: T): T {
  const { [PENDING_EVENTS_FIELD]: _pending, ...rest } = doc as Record<string, unknown>;
  return rest as T;
}

/** For an insert whose document may be there already (a repeat, a race): that is no failure. */
export function unlessDuplicate(error: unknown): void {
  if (!(error instanceof DuplicateKeyError)) throw error;
}

type OutboxFields = { [PENDING_EVENTS_FIELD]?: PendingEvent[] };
type OutboxDocument = StoredDocument & OutboxFields;

/** Tries at an update whose document's waiting events changed between the read and the write. */
const OUTBOX_UPDATE_TRIES = 5;

export class DocumentEventOutbox extends EventOutbox {
  constructor(
    private readonly service: ServiceName,
    private readonly store: DocumentStore,
    private readonly relay: OutboxRelay,
  ) {
    super();
  }

  async insert<T extends StoredDocument>(collection: string, doc: T, events: EventDraft[]): Promise<T> {
    const target = this.store.collection<T>(collection);
    if (events.length === 0) return await target.insert(doc as NewDocument<T>);
    await this.relay.register(collection);
    const stored = await target.insert({ ...doc, [PENDING_EVENTS_FIELD]: this.pending(events) } as NewDocument<T>);
    this.relay.kickDocument(collection, stored._id, stored);
    return withoutPendingEvents(stored);
  }

  async update<T extends StoredDocument>(
    collection: string,
    filter: Filter,
    update: UpdateSpec,
    events: EventDraft[],
  ): Promise<T | null> {
    const target = this.store.collection<T & OutboxFields>(collection);
    if (events.length === 0) return await target.updateOne(filter, update);
    await this.relay.register(collection);
    const added = this.pending(events);
    // Appended in one conditional write that misses, and is tried again, if the waiting list changed
    // since it was read ($push would do it in one step, but not every MongoDB-compatible server has it).
    for (let attempt = 0; attempt < OUTBOX_UPDATE_TRIES; attempt += 1) {
      const current = await target.findOne(filter);
      if (!current) return null;
      const waiting = current[PENDING_EVENTS_FIELD];
      const updated = await target.updateOne(
        { ...filter, _id: current._id, [PENDING_EVENTS_FIELD]: waiting ?? { $exists: false } },
        { ...update, $set: { ...update.$set, [PENDING_EVENTS_FIELD]: [...(waiting ?? []), ...added] } },
      );
      if (updated) {
        this.relay.kickDocument(collection, updated._id, updated);
        return withoutPendingEvents(updated);
      }
    }
    throw new Error(`Outbox of ${collection} kept changing; the update was not made`);
  }

  async delete<T extends StoredDocument>(collection: string, id: string): Promise<T | null> {
    const target = this.store.collection<T & OutboxFields>(collection);
    const doc = await target.findById(id);
    if (!doc) return null;
    const waiting = doc[PENDING_EVENTS_FIELD];
    if (waiting && waiting.length > 0) {
      // Kept under the document's id, so deleting again after a crash does not copy twice.
      await this.relay.register(ORPHANED_EVENTS);
      await this.store
        .collection<StoredDocument & Record<string, unknown>>(ORPHANED_EVENTS)
        .insert({ _id: `${collection}:${id}`, [PENDING_EVENTS_FIELD]: waiting })
        .catch(unlessDuplicate);
    }
    const deleted = await target.deleteById(id);
    if (waiting && waiting.length > 0) this.relay.kickDocument(ORPHANED_EVENTS, `${collection}:${id}`);
    return deleted && withoutPendingEvents(deleted);
  }

  async publish(events: EventDraft[]): Promise<void> {
    await this.relay.sendNow(this.envelopes(events));
  }

  private pending(events: EventDraft[]): PendingEvent[] {
    return this.envelopes(events).map((envelope) => ({ envelope, doneFor: [], tries: 0, nextAttemptAt: 0 }));
  }

  private envelopes(events: EventDraft[]): EventEnvelope[] {
    const now = new Date();
    return events.map((draft) => createEnvelope(draft, this.service, now));
  }
}

export const OUTBOX_COLLECTIONS = 'outbox_collections';

/** The broker (one target) or each subscribing service (TCP); a failed `send` means the event waits. */
export interface EventSink {
  targets(envelope: EventEnvelope): readonly string[];
  send(target: string, envelope: EventEnvelope): Promise<void>;
}

/** Documents relayed side by side; 64 made placements' latency spikier (a pass's removals queue with them, ADR 11). */
const RELAY_BATCH = 16;

/**
 * Publishes outboxed events, then removes them if the outbox is unchanged; after each write and every `intervalMs`.
 * A crash only delays an event or sends it twice, and consumers drop the repeat by its id (ADR 0007).
 */
export class OutboxRelay {
  private readonly logger = new Logger('Outbox');
  private readonly collections = new Set<string>();
  private running?: Promise<void>;
  private again = false;
  private fullPassDue = false;
  /** Per collection, the documents to relay: as their writer handed them over, or undefined to read them. */
  private readonly dueDocuments = new Map<string, Map<string, OutboxDocument | undefined>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: DocumentStore,
    private readonly sink: EventSink,
    private readonly options: { retryDelays: readonly number[]; intervalMs: number },
  ) {}

  async start(onTick?: () => Promise<void>): Promise<void> {
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
    await this.store.collection(OUTBOX_COLLECTIONS).insert({ _id: collection }).catch(unlessDuplicate);
    this.collections.add(collection);
  }

  /** A full pass (every collection) now, or right after the one running. */
  kick(): void {
    this.fullPassDue = true;
    this.schedule();
  }

  /** From the writer's copy (no scan or read back); one out of date misses the conditional removal, is read afresh. */
  kickDocument(collection: string, id: string, written?: StoredDocument): void {
    const docs = this.dueDocuments.get(collection) ?? new Map<string, OutboxDocument | undefined>();
    this.dueDocuments.set(collection, docs.set(id, written as OutboxDocument | undefined));
    this.schedule();
  }

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
        const docs = await collection.find({ [PENDING_EVENTS_FIELD]: { $exists: true } });
        await inBatches(docs, (doc) => this.relayDocument(name, doc, unreachable));
      }
      // A copy handed over meanwhile may be older than what the pass relayed: read afresh instead.
      for (const docs of this.dueDocuments.values()) for (const id of docs.keys()) docs.set(id, undefined);
      return;
    }
    const due = [...this.dueDocuments].flatMap(([name, docs]) => [...docs].map(([id, doc]) => ({ name, id, doc })));
    this.dueDocuments.clear();
    await inBatches(due, async ({ name, id, doc }) => {
      const current = doc ?? (await this.store.collection<OutboxDocument>(name).findById(id));
      if (current?.[PENDING_EVENTS_FIELD]) await this.relayDocument(name, current, unreachable);
    });
  }

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
      if (await collection.deleteMany({ _id: doc._id, [PENDING_EVENTS_FIELD]: before }))
        forgetSealed(collection, before);
      return;
    }
    const updated = await collection.updateOne(
      { _id: doc._id, [PENDING_EVENTS_FIELD]: before },
      after.length > 0 ? { $set: { [PENDING_EVENTS_FIELD]: after } } : { $unset: { [PENDING_EVENTS_FIELD]: true } },
    );
    if (updated) forgetSealed(collection, before, after);
    else if (after.length < before.length) this.kickDocument(name, doc._id);
  }

  private async deliver(pending: PendingEvent, unreachable: Set<string>): Promise<PendingEvent | null> {
    if (pending.nextAttemptAt > Date.now()) return pending;
    const { envelope } = pending;
    const targets = this.sink.targets(envelope);
    const delays = this.options.retryDelays;
    const next: PendingEvent = { ...pending, doneFor: [...pending.doneFor] };
    // Over TCP a consumer starting meanwhile may not have subscribed yet: an event nobody asked for
    // waits through the retry pauses before it is dropped (ADR 0007).
    let failure = targets.length === 0 && pending.tries < delays.length ? 'no subscriber yet' : undefined;
    for (const target of targets) {
      // A target found unreachable earlier in this pass is not tried again until the next one.
      if (next.doneFor.includes(target) || unreachable.has(target)) continue;
      try {
        await this.sink.send(target, envelope);
        next.doneFor.push(target);
      } catch (error) {
        failure = `${target}: ${error instanceof Error ? error.message : String(error)}`;
        unreachable.add(target);
      }
    }
    if (failure === undefined && targets.every((target) => next.doneFor.includes(target))) return null;
    if (failure !== undefined) {
      next.tries += 1;
      next.lastError = failure;
      next.nextAttemptAt = Date.now() + (delays[Math.min(next.tries, delays.length) - 1] ?? 0);
    }
    return next;
  }

  /** Sends events that go with no write of their own now, to every target; rejects if one did not take them. */
  async sendNow(envelopes: readonly EventEnvelope[]): Promise<void> {
    for (const envelope of envelopes) {
      await Promise.all(this.sink.targets(envelope).map((target) => this.sink.send(target, envelope)));
    }
  }
}

/** Relayed events that carried a sealed secret leave the store's files too, not only its documents (ADR 20). */
function forgetSealed(collection: Collection<OutboxDocument>, before: PendingEvent[], after: PendingEvent[] = []) {
  const kept = new Set(after.map((pending) => pending.envelope.id));
  const sealed = (payload: unknown) =>
    typeof payload === 'object' && payload !== null && Object.values(payload).some(SecretSeal.isSealed);
  if (before.some(({ envelope }) => !kept.has(envelope.id) && sealed(envelope.payload))) collection.compactSoon();
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += RELAY_BATCH) {
    await Promise.all(items.slice(start, start + RELAY_BATCH).map(work));
  }
}
