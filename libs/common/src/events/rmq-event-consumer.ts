import { Logger } from '@nestjs/common';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { consumeAgain } from '../transport/consume-again.js';
import { drain, track } from '../transport/shutdown.js';
import { consumeEvent } from './consume-event.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { declareServiceEventQueues, EVENT_HEADERS, eventNames, retryDelays } from './event-topology.js';

const PUBLISH_TIMEOUT_MS = 10_000;

/**
 * Consumes a service's event queue on its own channel and prefetch (RPC requests never wait behind
 * a slow handler). A failed handler's event goes to the retry queue of its attempt (TTL, then back
 * to the service queue); after the last delay it is parked with its error (`consumeEvent`). The
 * original is acknowledged only after that copy was confirmed by the broker, so a crash in between
 * redelivers it.
 */
export class RmqEventConsumer {
  private readonly logger = new Logger('Events');
  private channel?: ChannelWrapper;
  /** The channel the consumer currently runs on, to cancel it when stopping. */
  private consuming?: { channel: ConfirmChannel; consumerTag: string };
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopping?: Promise<void>;
  private readonly prefix: string;
  private readonly retryDelays: readonly number[];

  constructor(
    private readonly connection: AmqpConnectionManager,
    private readonly dispatcher: EventDispatcher,
    private readonly config: CommonConfig,
    private readonly service: ServiceName,
  ) {
    this.prefix = config.RMQ_PREFIX;
    this.retryDelays = retryDelays(config);
  }

  async start(): Promise<void> {
    const { prefix, service } = this;
    const queue = eventNames.queue(prefix, service);
    this.channel = this.connection.createChannel({
      name: `${service}-events-consumer`,
      confirm: true,
      // Runs again on every reconnect: topology first, then the consumer on the new channel.
      setup: async (channel: ConfirmChannel) => {
        await channel.prefetch(this.config.RMQ_PREFETCH);
        await this.consume(channel, queue);
      },
    });
    // A set-up cut short by a lost connection runs again on the reconnect; without a listener it would crash the process.
    this.channel.on('error', (error: Error) => this.logger.warn(`Event consumer set-up failed: ${error.message}`));
    await this.channel.waitForConnect();
  }

  /** Declares the event queues (again), then takes events from `queue` on `channel`. */
  private async consume(channel: ConfirmChannel, queue: string): Promise<void> {
    const { prefix, service, retryDelays } = this;
    await declareServiceEventQueues(channel, prefix, service, this.dispatcher.events(), retryDelays);
    const { consumerTag } = await channel.consume(queue, (message) => {
      if (message) track(this.inFlight, this.receive(channel, message));
      // Cancelled by the broker: without consuming again the service handled no event any more
      // (its mails, its stats) until it was restarted.
      else if (!this.stopping)
        consumeAgain({ queue, takes: 'events', logger: this.logger, consume: () => this.consume(channel, queue) });
    });
    this.consuming = { channel, consumerTag };
  }

  /**
   * Stops taking events (the consumer is cancelled: the queue keeps the next ones for another
   * instance or the next start), lets those already taken finish (SHUTDOWN_GRACE_MS), then closes
   * the channel. Calling it again waits for the same stop.
   */
  stop(): Promise<void> {
    this.stopping ??= this.drainAndClose();
    return this.stopping;
  }

  private async drainAndClose(): Promise<void> {
    const consuming = this.consuming;
    this.consuming = undefined;
    await consuming?.channel.cancel(consuming.consumerTag).catch(() => undefined);
    const graceMs = this.config.SHUTDOWN_GRACE_MS;
    const left = await drain(this.inFlight, graceMs);
    if (left > 0) this.logger.warn(`${left} event(s) still being handled after ${graceMs} ms; closing anyway`);
    await this.channel?.close();
  }

  private async receive(channel: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    if (this.stopping) {
      // Crossed the cancel: back to the queue now (a closing channel would do it too, later).
      try {
        channel.nack(message, false, true);
      } catch {
        // the channel is gone: the broker requeues it anyway
      }
      return;
    }
    const { prefix, service, retryDelays } = this;
    const attemptsBefore = Number(message.properties.headers?.[EVENT_HEADERS.attempts] ?? 0);
    try {
      await consumeEvent(this.dispatcher, message.content, attemptsBefore, retryDelays, {
        retry: (_envelope, delay, attempts, error) =>
          this.copyTo(eventNames.retryQueue(prefix, service, delay), message, attempts, error),
        park: (attempts, error) =>
          this.copyTo(eventNames.parkedQueue(prefix, service), message, attempts, error, {
            [EVENT_HEADERS.parkedAt]: new Date().toISOString(),
          }),
      });
      channel.ack(message);
    } catch (error) {
      // The broker could not take the copy, or the channel closed: the message stays
      // unacknowledged and comes back on reconnect.
      this.logger.warn(`Event left unacknowledged, it will be redelivered: ${String(error)}`);
    }
  }

  /** Resolves once the broker confirmed the copy. */
  private async copyTo(queue: string, message: ConsumeMessage, attempts: number, error: string, more = {}) {
    const { properties } = message;
    const headers = { [EVENT_HEADERS.attempts]: attempts, [EVENT_HEADERS.error]: error, ...more };
    await this.channel!.sendToQueue(queue, message.content, {
      timeout: PUBLISH_TIMEOUT_MS,
      persistent: true,
      contentType: properties.contentType,
      messageId: properties.messageId,
      type: properties.type,
      timestamp: properties.timestamp,
      headers: { ...stripDeathHeaders(properties.headers), ...headers },
    });
  }
}

/** RabbitMQ's own dead-letter history grows with every round through a retry queue; ours is enough. */
function stripDeathHeaders(headers: Record<string, unknown> = {}): Record<string, unknown> {
  const {
    'x-death': _death,
    'x-first-death-exchange': _e,
    'x-first-death-queue': _q,
    'x-first-death-reason': _r,
    ...rest
  } = headers;
  return rest;
}
