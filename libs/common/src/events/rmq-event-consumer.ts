import { Logger } from '@nestjs/common';
import type { ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { QueueConsumer } from '../transport/queue-consumer.js';
import { consumeEvent, type EventDispatcher } from './event-dispatcher.js';
import { declareServiceEventQueues, EVENT_HEADERS, eventNames, retryDelays } from './event-topology.js';

const PUBLISH_TIMEOUT_MS = 10_000;

/**
 * On its own channel and prefetch (RPC requests never wait behind a slow handler). A failed event is
 * copied to its retry queue (TTL, then back) or the parked queue; the original is acknowledged only
 * once the broker confirmed the copy, so a crash in between redelivers it.
 */
export function createEventConsumer(
  dispatcher: EventDispatcher,
  config: CommonConfig,
  service: ServiceName,
): QueueConsumer {
  const logger = new Logger('Events');
  const prefix = config.RMQ_PREFIX;
  const delays = retryDelays(config);
  const consumer: QueueConsumer = new QueueConsumer({
    label: 'Event consumer',
    confirm: true,
    queue: eventNames.queue(prefix, service),
    takes: 'events',
    prefetch: config.RMQ_PREFETCH,
    graceMs: config.SHUTDOWN_GRACE_MS,
    stillRunning: 'event(s) still being handled',
    logger,
    declare: (channel) => declareServiceEventQueues(channel, prefix, service, dispatcher.events(), delays),
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
  async function copyTo(queue: string, message: ConsumeMessage, attempts: number, error: string, more = {}) {
    const { properties } = message;
    const headers = { [EVENT_HEADERS.attempts]: attempts, [EVENT_HEADERS.error]: error, ...more };
    await consumer.channel!.sendToQueue(queue, message.content, {
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
