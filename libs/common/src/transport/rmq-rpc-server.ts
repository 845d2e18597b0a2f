import { Logger } from '@nestjs/common';
import { RmqContext, ServerRMQ, type RmqOptions } from '@nestjs/microservices';
import type { Channel, ConsumeMessage } from 'amqplib';
import { randomBytes } from 'node:crypto';
import { consumeAgain } from './consume-again.js';
import { drain, track } from './shutdown.js';

type ServerRmqOptions = NonNullable<RmqOptions['options']>;

/** Nest's answer for a pattern no handler serves (Nest rejects the request itself, requeue off). */
const NO_MESSAGE_HANDLER = 'There is no matching message handler defined in the remote service.';

/**
 * Nest's RabbitMQ server (ADR 18) with the three things the shop's requests need and Nest leaves
 * to the handler: each request is acknowledged after its answer reached the broker (a failed
 * handler is answered, never redelivered; a process that dies mid-handler leaves it to another
 * instance until it expires), a consumer the broker cancelled (queue deleted) consumes again, and
 * close() lets the requests already taken answer for up to `graceMs`.
 */
export class RmqRpcServer extends ServerRMQ {
  protected override readonly logger = new Logger('RpcServer');
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly consumerTag: string;
  private readonly graceMs: number;
  private consuming?: Channel;
  private stopping = false;
  /** Only found handlers are kept, so unknown patterns cannot grow it. */
  private readonly handlerByPattern = new Map<string, NonNullable<ReturnType<ServerRMQ['getHandlerByPattern']>>>();

  constructor(options: ServerRmqOptions, graceMs: number) {
    const consumerTag = `rpc-${process.pid}-${randomBytes(6).toString('hex')}`;
    super({ ...options, noAck: false, consumerTag });
    this.consumerTag = consumerTag;
    this.graceMs = graceMs;
  }

  override async setupChannel(channel: Channel, callback: () => void): Promise<void> {
    this.consuming = channel;
    // A channel error (e.g. a queue declared elsewhere with other arguments) is logged, not thrown out of the socket.
    channel.on('error', (error: Error) => this.logger.warn(`RPC channel error: ${error.message}`));
    await super.setupChannel(channel as never, callback);
  }

  override handleMessage(delivered: Record<string, unknown> | null, channel: Channel): Promise<void> {
    const message = delivered as ConsumeMessage | null;
    if (message && !(message.properties.replyTo && message.properties.correlationId)) {
      this.logger.warn(`Dropped a message on ${this.queue} that is not a request (no reply address); events use EventsModule`);
      channel.ack(message);
      return Promise.resolve();
    }
    if (message) {
      // Settled when the handler has answered (sendMessage runs inside it).
      const work = super.handleMessage(message, channel);
      track(this.inFlight, work);
      return work;
    }
    if (!this.stopping) {
      // Cancelled by the broker: without consuming again the service looked ready and took nothing.
      consumeAgain({
        queue: this.queue,
        takes: 'requests',
        logger: this.logger,
        consume: () => super.setupChannel(channel as never, () => undefined),
      });
    }
    return Promise.resolve();
  }

  /** A message without id on the RPC queue is no request (events have their own queues): dropped, not left unacknowledged. */
  override async handleEvent(pattern: string, _packet: unknown, context: RmqContext): Promise<void> {
    this.logger.warn(`Dropped a message for ${pattern} on ${this.queue} that is not a request (no id)`);
    this.ack(context);
  }

  /**
   * Writes the answer on the channel that delivered the request and, for the last one (or an
   * error), acknowledges it right behind: amqplib sends a channel's frames in order, so the ack
   * never reaches the broker before the answer. Unconfirmed, as the requests are (ADR 11): a lost
   * answer ends as the caller's time-out or "connection closed" either way.
   */
  override sendMessage<T>(message: T, replyTo: string, correlationId: string, context: RmqContext): void {
    const { options, ...packet } = this.serializer.serialize(message as never) as Record<string, unknown>;
    const channel = context.getChannelRef() as Channel;
    try {
      channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(packet)), { correlationId, ...(options as object) });
    } catch (error) {
      // The channel is gone: the broker redelivers the request (until it expires).
      return this.logger.warn(`Answer not sent, the request will be redelivered: ${(error as Error).message}`);
    }
    // Nest has already rejected (nack) a request no handler serves; a second settle would close the channel.
    const final = packet.isDisposed === true || (packet.err !== undefined && packet.err !== null);
    if (final && packet.err !== NO_MESSAGE_HANDLER) this.ack(context);
  }

  /** Nest's lookup first tries each pattern as JSON (a thrown SyntaxError per request): found once. */
  override getHandlerByPattern(pattern: string): ReturnType<ServerRMQ['getHandlerByPattern']> {
    let handler = this.handlerByPattern.get(pattern);
    if (!handler) {
      handler = super.getHandlerByPattern(pattern) ?? undefined;
      if (handler) this.handlerByPattern.set(pattern, handler);
    }
    return handler ?? null;
  }

  /** No new requests (the queue keeps them for another instance); those taken answer first. */
  override async close(): Promise<void> {
    this.stopping = true;
    await this.consuming?.cancel(this.consumerTag).catch(() => undefined);
    const left = await drain(this.inFlight, this.graceMs);
    if (left > 0) this.logger.warn(`${left} request(s) still running after ${this.graceMs} ms; closing anyway`);
    await super.close();
  }

  private ack(context: RmqContext): void {
    try {
      // On the channel that delivered it: a delivery tag means nothing on a newer channel.
      (context.getChannelRef() as Channel).ack(context.getMessage() as ConsumeMessage);
    } catch (error) {
      this.logger.warn(`Request left unacknowledged, it will be redelivered: ${(error as Error).message}`);
    }
  }
}
