import { Logger } from '@nestjs/common';
import { isStorageFault } from '../errors/storage-fault.js';
import { MalformedEventError, parseEnvelope } from './envelope-factory.js';
import type { DispatchOutcome, EventDispatcher } from './event-dispatcher.js';
import type { EventEnvelope } from './event-envelope.js';

/** Where a consumer keeps an event its handler failed (RabbitMQ's queues, or TCP's collections). */
export interface FailedEventShelf {
  retry(envelope: EventEnvelope, delayMs: number, attempts: number, error: string): Promise<void>;
  /** No `envelope` for a message that is not one. */
  park(attempts: number, error: string, envelope?: EventEnvelope): Promise<void>;
}

export type ConsumeOutcome = DispatchOutcome | 'retrying' | 'parked';

const logger = new Logger('Events');

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
