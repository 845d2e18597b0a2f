import { Logger } from '@nestjs/common';
import { BaseRpcContext, Server, type CustomTransportStrategy, type WritePacket } from '@nestjs/microservices';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import { acquireAmqpConnection } from './amqp-connection.js';
import { QueueConsumer } from './queue-consumer.js';
import {
  isReadOnlyHandler,
  RPC_BATCH_CONTENT_TYPE,
  TurnBatcher,
  type BatchedReply,
  type RpcRequestBatch,
} from './rpc-batch.js';
import { logSharedAnswers } from './rpc-correlation.js';
import { NO_RPC_HANDLER, type RpcRequestBody } from './rpc-topology.js';

export const INTERNAL_ERROR = { code: 'RPC.INTERNAL', message: 'Internal error', status: 500 };

/** What a handler reads with `@Ctx()`; the message may be a batch carrying other requests too. */
export class AmqpRpcContext extends BaseRpcContext<[ConsumeMessage, string, Record<string, unknown>?]> {
  getPattern(): string {
    return this.args[1];
  }

  /** Where the caller put its correlation id (`x-correlation-id`). */
  getMetadata(): Record<string, unknown> | undefined {
    return this.args[2] ?? this.args[0].properties.headers;
  }
}

/** One call to a handler: the request(s) it answers (several for identical reads). */
interface RpcCall {
  pattern: string;
  ids: string[];
  data: unknown;
  headers?: Record<string, unknown>;
  /** A READ_ONLY_HANDLER's answer may go to several callers: sent as shared, frozen on arrival. */
  readOnly: boolean;
  /** The headers of the identical requests this call also answers (for their log lines). */
  alsoFor?: Array<Record<string, unknown> | undefined>;
}

/**
 * Acknowledges a request (or batch, ADR 0015) after its answer, an error too: a failed handler is never
 * redelivered, a request whose process died mid-handler goes to the next consumer (until it expires).
 */
export class AmqpRpcServer extends Server implements CustomTransportStrategy {
  protected override readonly logger = new Logger('RpcServer');
  private connection?: { manager: AmqpConnectionManager; release(): Promise<void> };
  private readonly consumer: QueueConsumer;
  private readonly replies = new RpcReplyWriter(this.logger);
  // Found once: Nest's lookup throws a SyntaxError per string pattern. Unknown patterns are not kept.
  private readonly handlerByPattern = new Map<string, NonNullable<ReturnType<Server['getHandlerByPattern']>>>();

  constructor(
    private readonly options: { url: string; exchange: string; queue: string; prefetch: number; graceMs: number },
  ) {
    super();
    const { exchange, queue } = options;
    this.consumer = new QueueConsumer({
      ...options,
      label: 'RPC channel',
      confirm: false,
      takes: 'requests',
      stillRunning: 'request(s) still running',
      logger: this.logger,
      declare: async (channel) => {
        await channel.assertExchange(exchange, 'topic', { durable: true });
        await channel.assertQueue(queue, { durable: true });
        for (const pattern of this.getHandlers().keys()) await channel.bindQueue(queue, exchange, pattern);
      },
      receive: (channel, message) => this.receive(channel, message),
    });
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.connection = acquireAmqpConnection(this.options.url);
      await this.consumer.start(this.connection.manager);
      callback();
    } catch (error) {
      callback(error);
    }
  }

  async close(): Promise<void> {
    await this.consumer.stop();
    await this.connection?.release();
    this.connection = undefined;
  }

  on(event: string, callback: unknown): void {
    this.unwrap<AmqpConnectionManager>().on(event, callback as (...args: unknown[]) => void);
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('The RPC server is not listening yet');
    return this.connection.manager as T;
  }

  private async receive(channel: Channel, message: ConsumeMessage): Promise<void> {
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
    let body: Partial<RpcRequestBody & RpcRequestBatch> | null;
    try {
      body = JSON.parse(message.content.toString()) as typeof body;
    } catch {
      return undefined;
    }
    if (typeof body !== 'object' || body === null) return undefined;
    const readOnly = (pattern: string) => isReadOnlyHandler(this.handlerFor(pattern)?.extras);
    if (message.properties.contentType !== RPC_BATCH_CONTENT_TYPE) {
      const id = (message.properties as { correlationId?: string }).correlationId;
      if (!id) return undefined;
      // The routing key is the pattern; a body that names none falls back to it.
      const pattern = typeof body.pattern === 'string' ? body.pattern : message.fields.routingKey;
      return [{ pattern, ids: [id], data: body.data, readOnly: readOnly(pattern) }];
    }
    const { pattern, requests } = body;
    if (typeof pattern !== 'string' || !Array.isArray(requests)) return undefined;
    if (!requests.every((request) => typeof request?.id === 'string')) return undefined;
    const coalesce = readOnly(pattern);
    const calls = new Map<string, RpcCall>();
    for (const { id, data, headers } of requests) {
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
      // Nest's filters turn a handler's failure into an error packet; this is for what escapes them (a hook).
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
    const handler = this.handlerByPattern.get(pattern) ?? this.getHandlerByPattern(pattern);
    if (handler) this.handlerByPattern.set(pattern, handler);
    return handler;
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

/** Writes each turn's answers for one caller (reply address) as one message; a lone one in the plain form. */
class RpcReplyWriter {
  private readonly batcher = new TurnBatcher<{ channel: Channel; replyTo: string }, BatchedReply>((to, replies) =>
    this.send(to.channel, to.replyTo, replies),
  );
  /** A key per channel, so answers for the same reply address on two channels stay apart. */
  private readonly channelKeys = new WeakMap<Channel, number>();
  private channelCount = 0;

  constructor(private readonly logger: Logger) {}

  add(channel: Channel, replyTo: string, reply: BatchedReply): void {
    let channelKey = this.channelKeys.get(channel);
    if (channelKey === undefined) this.channelKeys.set(channel, (channelKey = ++this.channelCount));
    this.batcher.add(`${channelKey}\n${replyTo}`, { channel, replyTo }, reply);
  }

  written(): Promise<void> {
    return this.batcher.flushed();
  }

  private send(channel: Channel, replyTo: string, replies: BatchedReply[]): void {
    const [first] = replies;
    const lone = replies.length === 1 && first.ids.length === 1 && !first.shared;
    try {
      if (lone) {
        channel.sendToQueue(replyTo, Buffer.from(toJson(first.packet)), {
          correlationId: first.ids[0],
          contentType: 'application/json',
        });
      } else {
        const body = `[${replies.map(toJson).join(',')}]`;
        channel.sendToQueue(replyTo, Buffer.from(body), { contentType: RPC_BATCH_CONTENT_TYPE });
      }
    } catch (error) {
      // The channel closed under it (broker restart): the callers get their time-out or "connection lost".
      this.logger.warn(`${replies.length} answer(s) to ${replyTo} lost: ${(error as Error).message}`);
    }
  }
}

/** A packet (or a batch entry) as JSON; one that cannot be written becomes an internal error. */
function toJson(value: WritePacket | BatchedReply): string {
  try {
    return JSON.stringify(value);
  } catch {
    const failed = { err: INTERNAL_ERROR, isDisposed: true };
    return JSON.stringify('ids' in value ? { ids: value.ids, packet: failed } : failed);
  }
}
