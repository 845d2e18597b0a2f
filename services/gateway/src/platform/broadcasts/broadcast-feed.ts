import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '@flowershop/common/config';
import { declareEventsExchange, eventNames } from '@flowershop/common/events';
import { acquireAmqpConnection, consumeAgain } from '@flowershop/common/transport';

/** Start-up waits this long for the broker, then goes on (the feed binds when the broker comes). */
const CONNECT_WAIT_MS = 5_000;

export interface BroadcastListener {
  /** For log lines and the channel's name, e.g. "CatalogCache". */
  name: string;
  events: readonly string[];
  /** `payload` is undefined when the message could not be read. */
  heard(type: string, payload: unknown): void;
  /** On every (re)connect: whatever was missed while not connected is unknown, so start afresh. */
  connected(): void;
  /** The broker was lost, or the feed closed: nothing is heard until `connected()` again. */
  disconnected?(): void;
}

function envelopeOf(message: ConsumeMessage): { type: string; payload: unknown } {
  try {
    const { type, payload } = JSON.parse(message.content.toString('utf8')) as { type?: unknown; payload?: unknown };
    return { type: typeof type === 'string' ? type : message.fields.routingKey, payload };
  } catch {
    return { type: message.fields.routingKey, payload: undefined };
  }
}

/**
 * Over RabbitMQ each gateway hears `listener()`'s events on its own exclusive queue (ADR 0007).
 * Nothing to acknowledge or retry: `connected()` runs again after each reconnect, and after the queue
 * is declared anew when the broker cancelled its consumer (an operator deleted it). Over TCP: nothing.
 */
export abstract class BroadcastFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private bound?: string;
  private close?: () => Promise<void>;

  constructor(private readonly config: CommonConfig) {}

  /** The server-named queue this instance hears on now; undefined while it is not bound. */
  get queue(): string | undefined {
    return this.bound;
  }

  protected abstract listener(): BroadcastListener | undefined;

  async onApplicationBootstrap(): Promise<void> {
    const listener = this.config.TRANSPORT === 'rmq' ? this.listener() : undefined;
    if (listener) this.close = await this.open(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close?.();
  }

  /** Resolves once bound, or after CONNECT_WAIT_MS with a warning (it binds later). */
  private async open(listener: BroadcastListener): Promise<() => Promise<void>> {
    const logger = new Logger(listener.name);
    const connection = acquireAmqpConnection(this.config.RABBITMQ_URL);
    const prefix = this.config.RMQ_PREFIX;
    let closing = false;
    const lost = () => {
      this.bound = undefined;
      listener.disconnected?.();
    };
    // The broker names the queue anew each time; whatever came before is unknown to the listener.
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
      this.bound = queue;
      if (!closing) listener.connected();
      return queue;
    };
    const channel = connection.manager.createChannel({
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
    return async () => {
      closing = true;
      connection.manager.off('disconnect', lost);
      lost(); // nothing is heard from here on
      await channel.close().catch(() => undefined);
      await connection.release();
    };
  }
}
