import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { CommonConfig } from '@flowershop/common/config';
import { CATALOG_EVENTS, isProductKind, type ProductChangedEvent } from '@flowershop/common/contracts';
import { acquireAmqpConnection, declareEventsExchange, eventNames } from '@flowershop/common/transport';
import type { CatalogReadCache } from './catalog-read-cache.js';

/** Start-up waits this long for the broker, then goes on (the feed binds when the broker comes). */
const CONNECT_WAIT_MS = 5_000;

/** The kind a `catalog.product.changed` message names, or undefined when it does not say. */
function changedKind(message: ConsumeMessage): ProductChangedEvent['kind'] | undefined {
  try {
    const kind = (JSON.parse(message.content.toString('utf8')) as { payload?: Partial<ProductChangedEvent> }).payload
      ?.kind;
    return typeof kind === 'string' && isProductKind(kind) ? kind : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Over RabbitMQ: every gateway instance hears `catalog.product.changed` on a queue of its own
 * (server-named, exclusive: the broker deletes it with the connection), so each one drops the
 * answers a change makes stale. Nothing to acknowledge or retry: a message lost with a connection
 * is covered by clearing the whole cache on every (re)connect.
 * Over TCP there is no broker to hear from; the gateway's own writes and the time-to-live do it.
 */
export class CatalogChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogCache');
  private channel?: ChannelWrapper;
  private release?: () => Promise<void>;

  constructor(
    private readonly config: CommonConfig,
    private readonly cache: CatalogReadCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.TRANSPORT !== 'rmq' || !this.cache.enabled) return;
    const connection = acquireAmqpConnection(this.config.RABBITMQ_URL);
    this.release = connection.release;
    const prefix = this.config.RMQ_PREFIX;
    this.channel = connection.manager.createChannel({
      name: 'gateway-catalog-changes',
      setup: async (channel: Channel) => {
        await declareEventsExchange(channel, prefix);
        const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
        await channel.bindQueue(queue, eventNames.exchange(prefix), CATALOG_EVENTS.productChanged);
        await channel.consume(queue, (message) => message && this.heard(message), { noAck: true });
        this.cache.clear();
      },
    });
    this.channel.on('error', (error: Error) =>
      this.logger.warn(`Catalogue change feed set-up failed: ${error.message}`),
    );
    const connected = await Promise.race([
      this.channel.waitForConnect().then(() => true),
      new Promise<false>((done) => setTimeout(done, CONNECT_WAIT_MS, false).unref()),
    ]);
    if (!connected) this.logger.warn('Broker not reachable yet: cached catalogue answers expire by time until it is');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel?.close().catch(() => undefined);
    await this.release?.();
  }

  private heard(message: ConsumeMessage): void {
    const kind = changedKind(message);
    if (kind) this.cache.changed(kind);
    else this.cache.clear();
  }
}
