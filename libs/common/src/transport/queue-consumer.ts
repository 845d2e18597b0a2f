import type { Logger } from '@nestjs/common';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';

/** Waits until all of `inFlight` settled, or `graceMs` passed; warns about what is still running then. */
export async function drain(
  inFlight: ReadonlySet<Promise<unknown>>,
  graceMs: number,
  logger: Logger,
  stillRunning: string,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((done) => {
      timer = setTimeout(done, graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (inFlight.size > 0) logger.warn(`${inFlight.size} ${stillRunning} after ${graceMs} ms; closing anyway`);
}

export function track(inFlight: Set<Promise<unknown>>, work: Promise<unknown>): void {
  const settled = work.catch(() => undefined);
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
}

/** amqplib's error for work on a channel that closed under it; the set-up runs again on the reconnect. */
export function isChannelGone(error: unknown): boolean {
  return error instanceof Error && error.name === 'IllegalOperationError';
}

export interface CancelledConsumer {
  queue: string;
  takes: string;
  logger: Logger;
  /** Declares the queue again and consumes it; resolves with its new name if the broker names it. */
  consume(): Promise<string | void>;
}

/** For a consumer the broker cancelled (queue deleted): the connection stays up, so no reconnect would. */
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

/** `takes`, `label`, `stillRunning`: log words ("RPC channel set-up failed", "2 request(s) still running"). */
export interface QueueConsumerOptions extends Omit<CancelledConsumer, 'consume'> {
  label: string;
  confirm: boolean;
  prefetch: number;
  graceMs: number;
  stillRunning: string;
  declare(channel: Channel): Promise<void>;
  receive(channel: Channel, message: ConsumeMessage): Promise<void>;
}

/** Takes messages from a durable queue (RPC requests, a service's events); the set-up runs again on every reconnect. */
export class QueueConsumer {
  /** Its publishes wait for the set-up and, on a confirm channel, for the broker's confirm. */
  channel?: ChannelWrapper;
  private consuming?: { channel: Channel; consumerTag: string };
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped?: Promise<void>;

  constructor(private readonly options: QueueConsumerOptions) {}

  /** Resolves after the first set-up succeeded; rejects if it failed for another reason than a lost connection. */
  start(manager: AmqpConnectionManager): Promise<void> {
    const { label, queue, confirm, prefetch, logger } = this.options;
    return new Promise((resolve, reject) => {
      this.channel = manager.createChannel({
        name: `${label} ${queue}`,
        confirm,
        setup: async (channel: Channel) => {
          try {
            // E.g. a queue declared elsewhere with other arguments; unlistened, amqplib throws it out of the socket.
            channel.on('error', (error: Error) => logger.warn(`${label} error: ${error.message}`));
            await channel.prefetch(prefetch);
            await this.consume(channel);
          } catch (error) {
            if (!isChannelGone(error)) reject(error as Error);
            throw error;
          }
          resolve();
        },
      });
      // A set-up cut short by a lost connection runs again on the reconnect; unlistened, it would crash the process.
      this.channel.on('error', (error: Error) => logger.warn(`${label} set-up failed: ${error.message}`));
    });
  }

  /** Stops taking messages (the queue keeps them for another instance), lets those taken finish for up to `graceMs`. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      const consuming = this.consuming;
      this.consuming = undefined;
      // Deliveries that crossed the cancel go back to the queue (see receive, or with the channel).
      await consuming?.channel.cancel(consuming.consumerTag).catch(() => undefined);
      await drain(this.inFlight, this.options.graceMs, this.options.logger, this.options.stillRunning);
      await this.channel?.close();
    })();
    return this.stopped;
  }

  private async consume(channel: Channel): Promise<void> {
    const { queue, takes, logger } = this.options;
    await this.options.declare(channel);
    const { consumerTag } = await channel.consume(queue, (message) => {
      if (message) track(this.inFlight, this.receive(channel, message));
      // Cancelled by the broker: without consuming again the service took nothing more while it looked ready.
      else if (!this.stopped) consumeAgain({ queue, takes, logger, consume: () => this.consume(channel) });
    });
    this.consuming = { channel, consumerTag };
  }

  private async receive(channel: Channel, message: ConsumeMessage): Promise<void> {
    if (!this.stopped) return this.options.receive(channel, message);
    try {
      channel.nack(message, false, true); // crossed the cancel: back to the queue now, for another instance
    } catch {
      // The channel is gone: the broker requeues it anyway.
    }
  }
}
