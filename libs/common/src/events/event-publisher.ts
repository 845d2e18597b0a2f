import { Logger } from '@nestjs/common';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConfirmChannel } from 'amqplib';
import type { EventEnvelope } from './event-envelope.js';
import { CORRELATION_HEADER, withCorrelation } from '../logging/correlation.js';
import { declareEventsExchange, eventNames } from './event-topology.js';
import type { EventSink } from './outbox-relay.js';

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
