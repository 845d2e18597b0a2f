import { Logger } from '@nestjs/common';
import { BaseRpcContext, Server, type CustomTransportStrategy, type WritePacket } from '@nestjs/microservices';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import { acquireAmqpConnection } from './amqp-connection.js';
import { consumeAgain, isChannelGone } from './consume-again.js';
import { isReadOnlyHandler, RPC_BATCH_CONTENT_TYPE, type RpcRequestBatch } from './rpc-batch.js';
import { logSharedAnswers } from './rpc-correlation.js';
import { INTERNAL_ERROR, RpcReplyWriter } from './rpc-reply-writer.js';
import { declareRpcQueue, NO_RPC_HANDLER, type RpcRequestBody } from './rpc-topology.js';
import { drain, track } from './shutdown.js';

export interface AmqpRpcServerOptions {
  url: string;
  exchange: string;
  queue: string;
  prefetch: number;
  /** On close, how long requests already taken may take to answer (default 10 s). */
  graceMs?: number;
}

/**
 * What a handler can read with `@Ctx()`: the AMQP message (a batch may carry other requests
 * too), the pattern and the caller's headers.
 */
export class AmqpRpcContext extends BaseRpcContext<[ConsumeMessage, string, Record<string, unknown>?]> {
  getMessage(): ConsumeMessage {
    return this.args[0];
  }

  getPattern(): string {
    return this.args[1];
  }

  /** The request's headers, where the caller put its correlation id (`x-correlation-id`). */
  getMetadata(): Record<string, unknown> | undefined {
    return this.args[2] ?? this.args[0].properties.headers;
  }
}

/** One call to a handler: the request(s) it answers (several for identical reads), payload, headers. */
interface RpcCall {
  pattern: string;
  ids: string[];
  data: unknown;
  headers?: Record<string, unknown>;
  /** A READ_ONLY_HANDLER's answer may go to several callers: it is sent as shared, frozen on arrival. */
  readOnly: boolean;
  /** The headers of the identical requests this call also answers (for their log lines). */
  alsoFor?: Array<Record<string, unknown> | undefined>;
}

const DEFAULT_GRACE_MS = 10_000;

/**
 * Nest transport strategy for RPC over RabbitMQ on the process's one shared connection
 * (`acquireAmqpConnection`). Its channel's set-up declares the exchange, the service's queue and
 * bindings, the prefetch and the consumer, and runs again after every reconnect.
 *
 * Each request is answered (an error is an answer too) and only then acknowledged, on the channel
 * that delivered it: a failed handler is never redelivered, and a request whose process died
 * mid-handler goes to the next consumer (until its expiration, the caller's time-out). Replies and
 * acks on a channel the broker took away fail synchronously and are logged: the caller gets its
 * time-out or "connection lost", and nothing is left as an unhandled rejection.
 *
 * A message may carry a batch of requests for one pattern (ADR 0015): each is answered, identical
 * reads to a READ_ONLY_HANDLER once, and the message is acknowledged when all are.
 */
export class AmqpRpcServer extends Server implements CustomTransportStrategy {
  protected override readonly logger = new Logger('RpcServer');
  private connection?: { manager: AmqpConnectionManager; release(): Promise<void> };
  private channel?: ChannelWrapper;
  /** The channel the consumer currently runs on, to cancel it when stopping. */
  private consuming?: { channel: Channel; consumerTag: string };
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopping = false;
  private readonly replies = new RpcReplyWriter();
  /**
   * Handlers by pattern, found once: Nest's own lookup first tries each pattern as JSON (a
   * thrown SyntaxError per request for our string patterns). Only found handlers are kept, so
   * unknown patterns cannot grow it.
   */
  private readonly handlerByPattern = new Map<string, NonNullable<ReturnType<Server['getHandlerByPattern']>>>();

  constructor(private readonly options: AmqpRpcServerOptions) {
    super();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      await this.start();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /**
   * Stops taking requests (the consumer is cancelled: the queue keeps what comes next for another
   * instance), lets those already taken answer for up to `graceMs`, then closes the channel.
   */
  async close(): Promise<void> {
    this.stopping = true;
    const consuming = this.consuming;
    this.consuming = undefined;
    // No new deliveries; any that crossed the cancel are left unacknowledged and go back to the queue with the channel.
    await consuming?.channel.cancel(consuming.consumerTag).catch(() => undefined);
    const graceMs = this.options.graceMs ?? DEFAULT_GRACE_MS;
    const left = await drain(this.inFlight, graceMs);
    if (left > 0) this.logger.warn(`${left} request(s) still running after ${graceMs} ms; closing anyway`);
    await this.channel?.close();
    this.channel = undefined;
    await this.connection?.release();
    this.connection = undefined;
  }

  /** Listens to the shared connection's events (`connect`, `disconnect`, …). */
  on(event: string, callback: unknown): void {
    if (!this.connection) throw new Error('The RPC server is not listening yet');
    this.connection.manager.on(event, callback as (...args: unknown[]) => void);
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('The RPC server is not listening yet');
    return this.connection.manager as T;
  }

  /** Resolves after the first set-up succeeded; rejects if it failed for another reason than a lost connection. */
  private start(): Promise<void> {
    const { url, queue, prefetch } = this.options;
    this.connection = acquireAmqpConnection(url);
    return new Promise((resolve, reject) => {
      let started = false;
      this.channel = this.connection!.manager.createChannel({
        name: `rpc-server ${queue}`,
        confirm: false,
        setup: async (channel: Channel) => {
          try {
            // A channel error (e.g. a queue declared elsewhere with other arguments) is logged;
            // without a listener amqplib would throw it out of the socket handler.
            channel.on('error', (error: Error) => this.logger.warn(`RPC channel error: ${error.message}`));
            await channel.prefetch(prefetch);
            await this.consume(channel);
          } catch (error) {
            if (!started && !isChannelGone(error)) reject(error as Error);
            throw error;
          }
          if (!started) {
            started = true;
            resolve();
          }
        },
      });
      // A set-up cut short by a lost connection runs again on the reconnect; without a listener it would crash the process.
      this.channel.on('error', (error: Error) => this.logger.warn(`RPC channel set-up failed: ${error.message}`));
    });
  }

  /** Declares the queue and its bindings (again), then takes requests from it on `channel`. */
  private async consume(channel: Channel): Promise<void> {
    const { exchange, queue } = this.options;
    await declareRpcQueue(channel, exchange, queue, [...this.getHandlers().keys()]);
    const { consumerTag } = await channel.consume(queue, (message) => {
      if (message) track(this.inFlight, this.receive(channel, message));
      // Cancelled by the broker: without consuming again the service took no request any more
      // while it looked ready, and every call timed out.
      else if (!this.stopping)
        consumeAgain({ queue, takes: 'requests', logger: this.logger, consume: () => this.consume(channel) });
    });
    this.consuming = { channel, consumerTag };
  }

  private async receive(channel: Channel, message: ConsumeMessage): Promise<void> {
    if (this.stopping) return this.requeue(channel, message);
    const calls = this.callsIn(message);
    const { replyTo } = message.properties as { replyTo?: string };
    if (!calls || !replyTo) {
      this.logger.warn(
        `Dropped a message on ${this.options.queue} that is not a request (${calls ? 'no reply address' : 'not JSON'}); events use EventsModule`,
      );
      return this.ack(channel, message);
    }
    await Promise.all(calls.map((call) => this.answer(channel, message, replyTo, call)));
    // Part of the request's work (awaited by close()): its answers are written, then it is acknowledged.
    await this.replies.written();
    this.ack(channel, message);
  }

  /** The handler calls a message asks for: one, or one per distinct request of a batch. */
  private callsIn(message: ConsumeMessage): RpcCall[] | undefined {
    const readOnly = (pattern: string) => isReadOnlyHandler(this.handlerFor(pattern)?.extras);
    if (message.properties.contentType !== RPC_BATCH_CONTENT_TYPE) {
      const request = parseRequest(message);
      const id = (message.properties as { correlationId?: string }).correlationId;
      if (!request || !id) return undefined;
      return [{ pattern: request.pattern, ids: [id], data: request.data, readOnly: readOnly(request.pattern) }];
    }
    const batch = parseBatch(message);
    if (!batch) return undefined;
    const { pattern } = batch;
    const coalesce = readOnly(pattern);
    const calls = new Map<string, RpcCall>();
    for (const { id, data, headers } of batch.requests) {
      // Identical reads share one call; every other request is a call of its own.
      const key = coalesce ? JSON.stringify(data ?? null) : id;
      const same = calls.get(key);
      if (same) {
        same.ids.push(id);
        (same.alsoFor ??= []).push(headers);
      } else calls.set(key, { pattern, ids: [id], data, headers, readOnly: coalesce });
    }
    return [...calls.values()];
  }

  private async answer(channel: Channel, message: ConsumeMessage, replyTo: string, call: RpcCall): Promise<void> {
    const reply = (packet: WritePacket) =>
      this.replies.add(channel, replyTo, { ids: call.ids, packet, ...(call.readOnly && { shared: true as const }) });
    const handler = this.handlerFor(call.pattern);
    if (!handler) {
      this.logger.warn(`No handler for ${call.pattern}`);
      return reply({ err: NO_RPC_HANDLER, isDisposed: true });
    }
    const context = new AmqpRpcContext([message, call.pattern, call.headers]);
    await new Promise<void>((answered) => {
      const respond = (packet: WritePacket) => {
        reply(packet);
        if (packet.isDisposed) answered();
      };
      // Nest's exception filters turn a handler's failure into an error packet; this catch is for
      // what escapes them (e.g. a failing processing hook).
      const handling = this.handleRequest(
        context,
        async () => this.transformToObservable(await handler(call.data, context)),
        respond,
      ) as unknown as Promise<void> | undefined;
      void Promise.resolve(handling).catch((error: unknown) => {
        this.logger.error(`Handler for ${call.pattern} failed: ${String(error)}`);
        respond({ err: INTERNAL_ERROR, isDisposed: true });
      });
    });
    if (call.alsoFor) logSharedAnswers(call.pattern, call.alsoFor);
  }

  private handlerFor(pattern: string): ReturnType<Server['getHandlerByPattern']> {
    let handler = this.handlerByPattern.get(pattern);
    if (!handler) {
      handler = this.getHandlerByPattern(pattern) ?? undefined;
      if (handler) this.handlerByPattern.set(pattern, handler);
    }
    return handler ?? null;
  }

  /** A request that crossed the cancel goes back to the queue now, for another instance. */
  private requeue(channel: Channel, message: ConsumeMessage): void {
    try {
      channel.nack(message, false, true);
    } catch {
      // The channel is gone: the broker requeues it anyway.
    }
  }

  private ack(channel: Channel, message: ConsumeMessage): void {
    try {
      channel.ack(message);
    } catch (error) {
      // The channel that delivered it is gone; the broker redelivers the request (until it expires).
      this.logger.warn(`Request left unacknowledged, it will be redelivered: ${(error as Error).message}`);
    }
  }
}

function parseRequest(message: ConsumeMessage): RpcRequestBody | undefined {
  try {
    const body = JSON.parse(message.content.toString()) as Partial<RpcRequestBody> | null;
    if (typeof body !== 'object' || body === null) return undefined;
    // The routing key is the pattern; a body that names none falls back to it.
    return { pattern: typeof body.pattern === 'string' ? body.pattern : message.fields.routingKey, data: body.data };
  } catch {
    return undefined;
  }
}

function parseBatch(message: ConsumeMessage): RpcRequestBatch | undefined {
  try {
    const batch = JSON.parse(message.content.toString()) as Partial<RpcRequestBatch> | null;
    if (typeof batch?.pattern !== 'string' || !Array.isArray(batch.requests)) return undefined;
    const wellFormed = batch.requests.every((request) => typeof request?.id === 'string');
    return wellFormed ? (batch as RpcRequestBatch) : undefined;
  } catch {
    return undefined;
  }
}
