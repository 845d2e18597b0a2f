import { Logger } from '@nestjs/common';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { CORRELATION_HEADER, withCorrelation } from '../logging/correlation.js';
import { QueueConsumer } from '../transport/queue-consumer.js';
import { consumeEvent, type EventDispatcher } from './event-dispatcher.js';
import type { EventEnvelope } from './event-envelope.js';
import { declareEventsExchange, EVENT_HEADERS, eventNames, retryDelays } from './event-topology.js';
import type { EventSink } from './outbox-relay.js';

/** Publishes and copies to a retry or parked queue wait this long for the broker's confirm. */
const PUBLISH_TIMEOUT_MS = 10_000;
const BROKER = ['broker'] as const;

/** On a confirm channel: `publish` resolves once the broker took the event (while disconnected it waits). */
export class EventPublisher implements EventSink {
  private readonly logger = new Logger('Events');
  private readonly channel: ChannelWrapper;
  private unroutedSeen = 0;

  constructor(
    private readonly connection: AmqpConnectionManager,
    private readonly prefix: string,
  ) {
    this.channel = connection.createChannel({
      name: 'events-publisher',
      confirm: true,
      setup: (channel: ConfirmChannel) => declareEventsExchange(channel, prefix),
    });
    // A set-up cut short by a lost connection runs again on the reconnect; unlistened, it would crash the process.
    this.channel.on('error', (error: Error) => this.logger.warn(`Event channel set-up failed: ${error.message}`));
  }

  targets(): readonly string[] {
    return BROKER;
  }

  send(_target: string, envelope: EventEnvelope): Promise<void> {
    return withCorrelation(envelope.correlationId, () => this.publish(envelope));
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.channel.publish(eventNames.exchange(this.prefix), envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      contentType: 'application/json',
      messageId: envelope.id,
      type: envelope.type,
      timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
      timeout: PUBLISH_TIMEOUT_MS,
      // Also in the envelope; as a header it shows in the management UI and `npm run dlq`.
      ...(envelope.correlationId !== undefined && { headers: { [CORRELATION_HEADER]: envelope.correlationId } }),
    });
  }

  /**
   * Events in `<prefix>.unrouted` (undefined if unknown). On a channel of its own: a passive declare
   * that finds no queue closes its channel, and the publishing one would stay closed until a reconnect.
   */
  async unroutedCount(): Promise<number | undefined> {
    const connection = this.connection.connection;
    if (!connection) return undefined;
    let channel: Channel | undefined;
    try {
      channel = await connection.createChannel();
      // The broker's refusal is the answer here (rejected below), not an error to crash on.
      channel.on('error', () => undefined);
      return (await channel.checkQueue(eventNames.unrouted(this.prefix))).messageCount;
    } catch {
      return undefined;
    } finally {
      await channel?.close().catch(() => undefined);
    }
  }

  async reportUnrouted(): Promise<void> {
    const count = (await this.unroutedCount()) ?? 0;
    if (count > this.unroutedSeen) {
      const where = eventNames.unrouted(this.prefix);
      this.logger.warn(`${count} event(s) no queue would take wait in ${where} (npm run dlq lists them)`);
    }
    this.unroutedSeen = count;
  }

  async close(): Promise<void> {
    await this.channel.close();
  }
}

/**
 * Own channel and prefetch: RPC requests never wait behind a slow handler. A failed event is copied to its retry
 * queue (TTL, then back) or the parked queue; acked only once the broker confirmed the copy (a crash redelivers it).
 */
export function createEventConsumer(
  dispatcher: EventDispatcher,
  config: CommonConfig,
  service: ServiceName,
): QueueConsumer {
  const logger = new Logger('Events');
  const prefix = config.RMQ_PREFIX;
  const delays = retryDelays(config);
  const queue = eventNames.queue(prefix, service);
  const consumer: QueueConsumer = new QueueConsumer({
    label: 'Event consumer',
    confirm: true,
    queue,
    takes: 'events',
    prefetch: config.RMQ_PREFETCH,
    graceMs: config.SHUTDOWN_GRACE_MS,
    stillRunning: 'event(s) still being handled',
    logger,
    // The service's queue, one retry queue per delay (its TTL dead-letters back to it) and the parked queue.
    declare: async (channel) => {
      await declareEventsExchange(channel, prefix);
      await channel.assertQueue(queue, { durable: true });
      for (const event of dispatcher.events()) await channel.bindQueue(queue, eventNames.exchange(prefix), event);
      for (const delay of delays) {
        await channel.assertQueue(eventNames.retryQueue(prefix, service, delay), {
          durable: true,
          arguments: { 'x-message-ttl': delay, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
        });
      }
      await channel.assertQueue(eventNames.parkedQueue(prefix, service), { durable: true });
    },
    receive: async (channel, message) => {
      const attemptsBefore = Number(message.properties.headers?.[EVENT_HEADERS.attempts] ?? 0);
      try {
        await consumeEvent(dispatcher, message.content, attemptsBefore, delays, {
          retry: (_envelope, delay, attempts, error) =>
            copyTo(eventNames.retryQueue(prefix, service, delay), message, attempts, error),
          park: (attempts, error) =>
            copyTo(eventNames.parkedQueue(prefix, service), message, attempts, error, {
              [EVENT_HEADERS.parkedAt]: new Date().toISOString(),
            }),
        });
        channel.ack(message);
      } catch (error) {
        // The copy was not confirmed, or the channel closed: unacknowledged, it comes back.
        logger.warn(`Event left unacknowledged, it will be redelivered: ${String(error)}`);
      }
    },
  });

  /** Resolves once the broker confirmed the copy. */
  async function copyTo(to: string, message: ConsumeMessage, attempts: number, error: string, more = {}) {
    const { properties } = message;
    const headers = { [EVENT_HEADERS.attempts]: attempts, [EVENT_HEADERS.error]: error, ...more };
    await consumer.channel!.sendToQueue(to, message.content, {
      timeout: PUBLISH_TIMEOUT_MS,
      persistent: true,
      contentType: properties.contentType,
      messageId: properties.messageId,
      type: properties.type,
      timestamp: properties.timestamp,
      headers: { ...stripDeathHeaders(properties.headers), ...headers },
    });
  }
  return consumer;
}

/** RabbitMQ's own dead-letter history grows with every round through a retry queue; ours is enough. */
const DEATH_HEADERS = ['x-death', 'x-first-death-exchange', 'x-first-death-queue', 'x-first-death-reason'];

function stripDeathHeaders(headers: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DEATH_HEADERS.includes(name)));
}
