import { Logger } from '@nestjs/common';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { QueueConsumer } from '../transport/queue-consumer.js';
import { consumeEvent } from './consume-event.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { declareServiceEventQueues, EVENT_HEADERS, eventNames, retryDelays } from './event-topology.js';

const PUBLISH_TIMEOUT_MS = 10_000;

/**
 * Consumes a service's event queue on its own channel and prefetch (RPC requests never wait behind
 * a slow handler). A failed event goes to the retry queue of its attempt (TTL, then back to the
 * service queue), after the last delay to the parked queue (`consumeEvent`); the original is
 * acknowledged only once the broker confirmed that copy, so a crash in between redelivers it.
 */
export class RmqEventConsumer {
  private readonly logger = new Logger('Events');
  private readonly consumer: QueueConsumer;
  private readonly retryDelays: readonly number[];

  constructor(
    private readonly connection: AmqpConnectionManager,
    private readonly dispatcher: EventDispatcher,
    private readonly config: CommonConfig,
    private readonly service: ServiceName,
  ) {
    this.retryDelays = retryDelays(config);
    this.consumer = new QueueConsumer({
      label: 'Event consumer',
      channelName: `${service}-events-consumer`,
      confirm: true,
      queue: eventNames.queue(config.RMQ_PREFIX, service),
      takes: 'events',
      prefetch: config.RMQ_PREFETCH,
      graceMs: config.SHUTDOWN_GRACE_MS,
      stillRunning: 'event(s) still being handled',
      logger: this.logger,
      declare: (channel) =>
        declareServiceEventQueues(channel, config.RMQ_PREFIX, service, dispatcher.events(), this.retryDelays),
      receive: (channel, message) => this.receive(channel, message),
    });
  }

  start(): Promise<void> {
    return this.consumer.start(this.connection);
  }

  /** Stops taking events (the queue keeps them), lets those taken finish, closes the channel. */
  stop(): Promise<void> {
    return this.consumer.stop();
  }

  private async receive(channel: Channel, message: ConsumeMessage): Promise<void> {
    const { RMQ_PREFIX: prefix } = this.config;
    const attemptsBefore = Number(message.properties.headers?.[EVENT_HEADERS.attempts] ?? 0);
    try {
      await consumeEvent(this.dispatcher, message.content, attemptsBefore, this.retryDelays, {
        retry: (_envelope, delay, attempts, error) =>
          this.copyTo(eventNames.retryQueue(prefix, this.service, delay), message, attempts, error),
        park: (attempts, error) =>
          this.copyTo(eventNames.parkedQueue(prefix, this.service), message, attempts, error, {
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
    await this.consumer.channel!.sendToQueue(queue, message.content, {
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
