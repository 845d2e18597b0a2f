import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '@flowershop/common/config';
import { acquireAmqpConnection, declareEventsExchange, eventNames } from '@flowershop/common/transport';

/** Start-up waits this long for the broker, then goes on (the feed binds when the broker comes). */
const CONNECT_WAIT_MS = 5_000;

export interface BroadcastListener {
  /** For log lines and the channel's name, e.g. "CatalogCache". */
  name: string;
  /** The event types heard. */
  events: readonly string[];
  /** One event heard: its type and payload (undefined when the message could not be read). */
  heard(type: string, payload: unknown): void;
  /** On every (re)connect: whatever was missed while not connected is unknown, so start afresh. */
  connected(): void;
  /** The connection to the broker was lost, or the feed closed: events are not heard until `connected()` again. */
  disconnected?(): void;
}

/** The type and payload of an event envelope, or undefined ones when the message is not one. */
function envelopeOf(message: ConsumeMessage): { type: string; payload: unknown } {
  try {
    const { type, payload } = JSON.parse(message.content.toString('utf8')) as { type?: unknown; payload?: unknown };
    return { type: typeof type === 'string' ? type : message.fields.routingKey, payload };
  } catch {
    return { type: message.fields.routingKey, payload: undefined };
  }
}

/**
 * Over RabbitMQ: this gateway instance hears `listener.events` on a queue of its own
 * (server-named, exclusive: the broker deletes it with the connection), so every instance
 * hears every event; nothing to acknowledge or retry, because `connected()` runs again after each
 * reconnect. Resolves once bound, or after CONNECT_WAIT_MS with a warning (it binds later).
 */
async function openBroadcastFeed(
  config: CommonConfig,
  listener: BroadcastListener,
): Promise<{ close(): Promise<void> }> {
  const logger = new Logger(listener.name);
  const connection = acquireAmqpConnection(config.RABBITMQ_URL);
  const prefix = config.RMQ_PREFIX;
  const channel: ChannelWrapper = connection.manager.createChannel({
    name: `gateway-${listener.name}`,
    setup: async (raw: Channel) => {
      await declareEventsExchange(raw, prefix);
      const { queue } = await raw.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      for (const event of listener.events) await raw.bindQueue(queue, eventNames.exchange(prefix), event);
      await raw.consume(
        queue,
        (message) => {
          if (!message) return;
          const { type, payload } = envelopeOf(message);
          listener.heard(type, payload);
        },
        { noAck: true },
      );
      listener.connected();
    },
  });
  channel.on('error', (error: Error) => logger.warn(`Feed set-up failed: ${error.message}`));
  const lost = () => listener.disconnected?.();
  connection.manager.on('disconnect', lost);
  const connected = await Promise.race([
    channel.waitForConnect().then(() => true),
    new Promise<false>((done) => setTimeout(done, CONNECT_WAIT_MS, false).unref()),
  ]);
  if (!connected) logger.warn(`Broker not reachable yet: ${listener.name} binds when it is`);
  return {
    async close() {
      connection.manager.off('disconnect', lost);
      lost(); // nothing is heard from here on
      await channel.close().catch(() => undefined);
      await connection.release();
    },
  };
}

/**
 * A gateway component fed by broadcast events: over RabbitMQ it opens its feed at start-up and
 * closes it at shutdown; over TCP there is nothing to hear. `listener()` says what to hear, or
 * undefined when the component needs nothing (e.g. its cache is turned off).
 */
export abstract class BroadcastFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private feed?: { close(): Promise<void> };

  constructor(private readonly config: CommonConfig) {}

  protected abstract listener(): BroadcastListener | undefined;

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.TRANSPORT !== 'rmq') return;
    const listener = this.listener();
    if (listener) this.feed = await openBroadcastFeed(this.config, listener);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed?.close();
  }
}
