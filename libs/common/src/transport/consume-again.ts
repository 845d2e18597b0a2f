import type { Logger } from '@nestjs/common';

/** amqplib's error for work on a channel that closed under it; the set-up runs again on the reconnect. */
export function isChannelGone(error: unknown): boolean {
  return error instanceof Error && error.name === 'IllegalOperationError';
}

export interface CancelledConsumer {
  /** The queue whose consumer the broker cancelled. */
  queue: string;
  /** What the consumer takes from it, for the log lines (`events`, `requests`). */
  takes: string;
  logger: Logger;
  /**
   * Declares the queue again and consumes it on the same channel; resolves with the queue's new
   * name when the broker names it (a server-named queue).
   */
  consume(): Promise<string | void>;
}

/**
 * For a consumer the broker cancelled (amqplib hands its callback `null`): the queue was deleted,
 * or its node went away. The connection stays up, so no reconnect would set the consumer up again:
 * this declares the queue and consumes it again, and logs what happened. Not called while stopping.
 */
export function consumeAgain({ queue, takes, logger, consume }: CancelledConsumer): void {
  logger.warn(`The broker cancelled the consumer of ${queue} (queue deleted?): declaring it again`);
  consume().then(
    (renamed) => logger.log(`Taking ${takes} from ${renamed ?? queue} again`),
    (error: unknown) => {
      // A channel that closed meanwhile is set up anew on the reconnect.
      if (!isChannelGone(error)) logger.error(`Cannot take ${takes} from ${queue} again: ${String(error)}`);
    },
  );
}
