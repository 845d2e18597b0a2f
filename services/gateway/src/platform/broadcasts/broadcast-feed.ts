import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '@flowershop/common/config';
import { declareEventsExchange, eventNames } from '@flowershop/common/events';
import { acquireAmqpConnection, consumeAgain } from '@flowershop/common/transport';

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

/** An open feed: the queue it hears on, and how to stop hearing. */
interface OpenFeed {
  /** The server-named queue the feed is bound to now; undefined while it is not. */
  readonly queue: string | undefined;
  close(): Promise<void>;
}

/**
 * Over RabbitMQ: this gateway instance hears `listener.events` on a queue of its own
 * (server-named, exclusive: the broker deletes it with the connection), so every instance
 * hears every event; nothing to acknowledge or retry, because `connected()` runs again after each
 * reconnect, and after the queue is declared again when the broker cancelled its consumer (an
 * operator deleted the queue). Resolves once bound, or after CONNECT_WAIT_MS with a warning (it
 * binds later).
 */
async function openBroadcastFeed(config: CommonConfig, listener: BroadcastListener): Promise<OpenFeed> {
  const logger = new Logger(listener.name);
  const connection = acquireAmqpConnection(config.RABBITMQ_URL);
  const prefix = config.RMQ_PREFIX;
  let bound: string | undefined;
  let closing = false;
  const lost = () => {
    bound = undefined;
    listener.disconnected?.();
  };
  /**
   * Declares the feed's queue (again: the broker names it anew), binds and hears it on `raw`, then
   * tells the listener, for which whatever came before is unknown. Resolves with the queue's name.
   */
  const hear = async (raw: Channel): Promise<string> => {
    await declareEventsExchange(raw, prefix);
    const { queue } = await raw.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    for (const event of listener.events) await raw.bindQueue(queue, eventNames.exchange(prefix), event);
    await raw.consume(
      queue,
      (message) => {
        if (message) {
          const { type, payload } = envelopeOf(message);
          listener.heard(type, payload);
          return;
        }
        if (closing) return;
        // Cancelled by the broker while the connection stays up, so no reconnect binds the feed
        // again: until it is, events go unheard, as when the broker is lost (no token is kept).
        lost();
        consumeAgain({ queue, takes: listener.events.join(', '), logger, consume: () => hear(raw) });
      },
      { noAck: true },
    );
    bound = queue;
    if (!closing) listener.connected();
    return queue;
  };
  const channel: ChannelWrapper = connection.manager.createChannel({
    name: `gateway-${listener.name}`,
    setup: async (raw: Channel) => void (await hear(raw)),
  });
  channel.on('error', (error: Error) => logger.warn(`Feed set-up failed: ${error.message}`));
  connection.manager.on('disconnect', lost);
  const connected = await Promise.race([
    channel.waitForConnect().then(() => true),
    new Promise<false>((done) => setTimeout(done, CONNECT_WAIT_MS, false).unref()),
  ]);
  if (!connected) logger.warn(`Broker not reachable yet: ${listener.name} binds when it is`);
  return {
    get queue() {
      return bound;
    },
    async close() {
      closing = true;
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
  private feed?: OpenFeed;

  constructor(private readonly config: CommonConfig) {}

  /** The server-named queue this instance hears on now; undefined while it is not bound. */
  get queue(): string | undefined {
    return this.feed?.queue;
  }

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
