import { Logger } from '@nestjs/common';
import type { ServiceName } from '../contracts/services.js';
import { isStorageFault } from '../errors/storage-fault.js';
import { withCorrelation } from '../logging/correlation.js';
import { DailySweep, WithDailySweep } from '../persistence/daily-sweep.js';
import type { Collection, DocumentStore } from '../persistence/document-store.js';
import { MalformedEventError, parseEnvelope, type EventEnvelope, type EventHandler } from './event-envelope.js';
import { unlessDuplicate } from './outbox-relay.js';

export const PROCESSED_EVENTS = 'processed_events';

const logger = new Logger('Events');

interface ProcessedEvent {
  _id: string;
  type: string;
  handledAt: string;
}

export type DispatchOutcome = 'handled' | 'duplicate' | 'unhandled';

/** Repeats come within minutes (redelivery, the outbox after a crash); a month-old replay would be handled again. */
export const PROCESSED_EVENTS_KEEP_DAYS = 30;

/** Handles an event once per id in practice: a crash between handler and record runs it again (ADR 0007). */
export class EventDispatcher extends WithDailySweep {
  private readonly handlers = new Map<string, EventHandler>();
  private readonly processed: Collection<ProcessedEvent>;
  private readonly inFlight = new Map<string, Promise<DispatchOutcome>>();
  protected readonly retention: DailySweep;

  constructor(
    private readonly service: ServiceName,
    store: DocumentStore,
    handlers: readonly EventHandler[],
  ) {
    super();
    for (const handler of handlers) {
      if (this.handlers.has(handler.event)) {
        throw new Error(`${service} has two handlers for ${handler.event}; combine them into one`);
      }
      this.handlers.set(handler.event, handler);
    }
    this.processed = store.collection<ProcessedEvent>(PROCESSED_EVENTS);
    this.retention = new DailySweep(this.processed, 'handled event ids', PROCESSED_EVENTS_KEEP_DAYS, (cutoff) => ({
      handledAt: { $lt: cutoff },
    }));
  }

  /** Forgets handled event ids older than `PROCESSED_EVENTS_KEEP_DAYS` before `now` (daily on its own). */
  forgetOldEvents(now = new Date()): Promise<number> {
    return this.retention.sweep(now);
  }

  events(): string[] {
    return [...this.handlers.keys()];
  }

  /** Throws when the handler failed. Two copies arriving together (prefetch > 1) run one after the other. */
  async dispatch(envelope: EventEnvelope): Promise<DispatchOutcome> {
    const earlier = this.inFlight.get(envelope.id) ?? Promise.resolve();
    // The handler logs, calls and emits under the id of the request that caused the event.
    const run = earlier
      .catch(() => undefined)
      .then(() => withCorrelation(envelope.correlationId, () => this.dispatchOnce(envelope)));
    this.inFlight.set(envelope.id, run);
    try {
      return await run;
    } finally {
      if (this.inFlight.get(envelope.id) === run) this.inFlight.delete(envelope.id);
    }
  }

  private async dispatchOnce(envelope: EventEnvelope): Promise<DispatchOutcome> {
    const handler = this.handlers.get(envelope.type);
    if (!handler) {
      logger.warn(`${this.service} has no handler for ${envelope.type} (event ${envelope.id}); skipped`);
      return 'unhandled';
    }
    if (await this.processed.findById(envelope.id)) return 'duplicate';
    const started = performance.now();
    await handler.handle(envelope);
    logger.debug(`Handled ${envelope.type} ${envelope.id} in ${Math.round(performance.now() - started)} ms`);
    // A duplicate: handled concurrently by another delivery of the same event (the handler is idempotent).
    const handledAt = new Date().toISOString();
    await this.processed.insert({ _id: envelope.id, type: envelope.type, handledAt }).catch(unlessDuplicate);
    return 'handled';
  }
}

/** Where a consumer keeps an event its handler failed (RabbitMQ's queues, or TCP's collections). */
export interface FailedEventShelf {
  retry(envelope: EventEnvelope, delayMs: number, attempts: number, error: string): Promise<void>;
  /** No `envelope` for a message that is not one. */
  park(attempts: number, error: string, envelope?: EventEnvelope): Promise<void>;
}

export type ConsumeOutcome = DispatchOutcome | 'retrying' | 'parked';

/**
 * One delivery on either transport (ADR 0007): handled, else retried after its attempt's pause, else
 * parked. Rejects when the copy could not be kept: the delivery stays with whoever made it.
 */
export async function consumeEvent(
  dispatcher: EventDispatcher,
  raw: unknown,
  attemptsBefore: number,
  retryDelays: readonly number[],
  shelf: FailedEventShelf,
): Promise<ConsumeOutcome> {
  let envelope: EventEnvelope;
  try {
    envelope = parseEnvelope(raw);
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    logger.error(`A message that is not an event was parked: ${error.message}`);
    await shelf.park(0, error.message);
    return 'parked';
  }
  try {
    return await dispatcher.dispatch(envelope);
  } catch (error) {
    const counted = attemptsBefore + 1;
    // A disk that takes no writes is this service's outage, not the event's fault: it waits at the
    // longest pause instead of being parked (its mail unsent until someone replays it).
    const attempts = isStorageFault(error) ? Math.min(counted, Math.max(retryDelays.length, 1)) : counted;
    const reason = error instanceof Error ? error.message : String(error);
    const delay = retryDelays[attempts - 1];
    if (delay === undefined) {
      logger.error(`Event ${envelope.type} ${envelope.id} parked after ${attempts} attempt(s): ${reason}`);
      await shelf.park(attempts, reason, envelope);
      return 'parked';
    }
    logger.warn(
      `Event ${envelope.type} ${envelope.id} failed (attempt ${attempts}), retrying in ${delay} ms: ${reason}`,
    );
    await shelf.retry(envelope, delay, attempts, reason);
    return 'retrying';
  }
}
