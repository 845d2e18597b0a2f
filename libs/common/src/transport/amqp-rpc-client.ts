import { Logger } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import { randomBytes } from 'node:crypto';
import { acquireAmqpConnection } from './amqp-connection.js';
import {
  freezeShared,
  RPC_BATCH_CONTENT_TYPE,
  type BatchedReply,
  type BatchedRequest,
  type RpcRequestBatch,
} from './rpc-batch.js';
import { declareRpcExchange, RPC_REPLY_QUEUE, type RpcRequestBody } from './rpc-topology.js';
import { TurnBatcher } from './turn-batcher.js';

export interface AmqpRpcClientOptions {
  url: string;
  exchange: string;
}

/**
 * A request's payload with its time limit: the broker drops the request if no service took it
 * within `timeoutMs` (its expiration), and it is never sent later than that after a reconnect.
 */
export class AmqpRpcRequest {
  constructor(
    readonly data: unknown,
    readonly timeoutMs: number,
  ) {}
}

interface PendingRequest {
  callback: (packet: WritePacket) => void;
  /** The channel generation the request went out on; unset while it waits to be sent. */
  sentOn?: number;
}

/** Requests for one pattern (and time limit) written in one event-loop turn go together. */
interface OutgoingGroup {
  pattern: string;
  timeoutMs?: number;
}

type OutgoingRequest = BatchedRequest & { pending: PendingRequest };

/**
 * Nest client proxy for RPC over RabbitMQ on the process's one shared connection. Requests go to
 * the RPC topic exchange with the pattern as routing key; answers come back through direct
 * reply-to on the same channel, matched by correlation id. Its channel's set-up (exchange,
 * reply consumer) runs again after every reconnect.
 *
 * Requests are transient and unconfirmed (ADR 0011): a request lives no longer than its caller
 * waits, and a caller whose request was lost gets its time-out or "connection lost" either way,
 * so writing it to disk or waiting for the broker's confirm would only add a round of work per
 * call. They are written straight to the open channel — no per-call promise or queue of the
 * connection manager — with a counter for correlation id.
 *
 * A request never waits longer than its caller: while the broker is away a new request fails at
 * once ("Connection lost"), and so does one already sent when its channel closes (its answer would
 * go to a reply address that no longer exists). Every failure reaches the caller's observer;
 * nothing is left as an unhandled rejection.
 *
 * The requests of one event-loop turn for the same pattern go as one message, and a service's
 * answers for this client in one turn come back as one (ADR 0015): the broker's work is per
 * message, and this is what lets many calls in flight share it.
 */
export class AmqpRpcClient extends ClientProxy {
  private readonly logger = new Logger('RpcClient');
  private connection?: { manager: AmqpConnectionManager; release(): Promise<void> };
  private channel?: ChannelWrapper;
  private readonly pending = new Map<string, PendingRequest>();
  /** Bumped by each set-up, i.e. for each underlying channel. */
  private generation = 0;
  private everConnected = false;
  /** The set-up channel while it is open: requests are written to it directly. */
  private live?: Channel;
  /** Correlation ids: a random prefix per client and a counter (replies come only to this channel). */
  private readonly idPrefix = `${randomBytes(6).toString('base64url')}.`;
  private sequence = 0;
  private readonly outgoing = new TurnBatcher<OutgoingGroup, OutgoingRequest>(({ pattern, timeoutMs }, requests) =>
    this.sendGroup(pattern, timeoutMs, requests),
  );

  constructor(private readonly options: AmqpRpcClientOptions) {
    super();
  }

  connect(): Promise<void> {
    this.open();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    this.live = undefined;
    this.failPending(() => true, 'Connection closed');
    await this.channel?.close();
    this.channel = undefined;
    await this.connection?.release();
    this.connection = undefined;
  }

  unwrap<T>(): T {
    return this.open().manager as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const id = this.idPrefix + (++this.sequence).toString(36);
    const { data, timeoutMs } =
      packet.data instanceof AmqpRpcRequest ? packet.data : { data: packet.data, timeoutMs: undefined };
    const pattern = this.normalizePattern(packet.pattern);
    const request: PendingRequest = { callback };
    this.pending.set(id, request);
    const { manager } = this.open();
    if (this.everConnected && !manager.isConnected()) {
      this.settle(id, { err: new Error('Connection lost: the broker is unreachable') });
      return () => this.pending.delete(id);
    }
    if (this.live) {
      const outgoing = { id, data, headers: packet.metadata, pending: request };
      this.outgoing.add(`${pattern}\n${timeoutMs ?? ''}`, { pattern, timeoutMs }, outgoing);
      return () => this.pending.delete(id);
    }
    const body: RpcRequestBody = { pattern, data };
    const content = Buffer.from(JSON.stringify(body));
    const options = {
      replyTo: RPC_REPLY_QUEUE,
      correlationId: id,
      contentType: 'application/json',
      // The request's own correlation id (x-correlation-id, see sendCorrelation), apart from the reply's.
      ...(packet.metadata && { headers: packet.metadata }),
    };
    // Before the first set-up: the connection manager holds it until the channel is up (never later than its expiration).
    this.channel!.publish(this.options.exchange, pattern, content, {
      ...options,
      ...(timeoutMs !== undefined && { timeout: timeoutMs }),
    }).then(
      () => {
        request.sentOn = this.generation;
      },
      (error: Error) => this.settle(id, { err: new Error(`Connection lost: request not sent (${error.message})`) }),
    );
    return () => this.pending.delete(id);
  }

  private sendGroup(pattern: string, timeoutMs: number | undefined, queued: OutgoingRequest[]): void {
    // A caller that gave up (time-out, unsubscribe) in the same turn needs no request sent.
    const requests = queued.filter(({ id, pending }) => this.pending.get(id) === pending);
    if (requests.length === 0) return;
    const [first] = requests;
    const lone = requests.length === 1;
    const content = lone
      ? JSON.stringify({ pattern, data: first.data } satisfies RpcRequestBody)
      : JSON.stringify({
          pattern,
          requests: requests.map(({ id, data, headers }) => ({ id, data, headers })),
        } satisfies RpcRequestBatch);
    const options = {
      replyTo: RPC_REPLY_QUEUE,
      contentType: lone ? 'application/json' : RPC_BATCH_CONTENT_TYPE,
      ...(lone && { correlationId: first.id }),
      // The request's own correlation id (x-correlation-id, see sendCorrelation), apart from the reply's.
      ...(lone && first.headers && { headers: first.headers }),
      ...(timeoutMs !== undefined && { expiration: String(timeoutMs) }),
    };
    try {
      if (!this.live) throw new Error('the channel closed');
      // false only says amqplib's write buffer is full; the requests are still on their way.
      this.live.publish(this.options.exchange, pattern, Buffer.from(content), options);
      for (const { pending } of requests) pending.sentOn = this.generation;
    } catch (error) {
      const reason = new Error(`Connection lost: request not sent (${(error as Error).message})`);
      for (const { id } of requests) this.settle(id, { err: reason });
    }
  }

  /** `emit()`: a request nobody answers (events travel on their own exchange, see EventPublisher). */
  protected async dispatchEvent<T = undefined>(packet: ReadPacket): Promise<T> {
    const pattern = this.normalizePattern(packet.pattern);
    const body: RpcRequestBody = { pattern, data: packet.data };
    await this.open().channel.publish(this.options.exchange, pattern, Buffer.from(JSON.stringify(body)), {
      contentType: 'application/json',
    });
    return undefined as T;
  }

  private open(): { manager: AmqpConnectionManager; channel: ChannelWrapper } {
    if (!this.connection || !this.channel) {
      this.connection = acquireAmqpConnection(this.options.url);
      this.channel = this.connection.manager.createChannel({
        name: 'rpc-client',
        confirm: false,
        // Direct reply-to: the reply consumer must be on the channel the requests go out on.
        setup: async (channel: Channel) => {
          const generation = ++this.generation;
          channel.on('error', (error: Error) => this.logger.warn(`RPC client channel error: ${error.message}`));
          channel.on('close', () => {
            if (this.live === channel) this.live = undefined;
            this.failPending((request) => request.sentOn === generation, 'Connection lost before the reply arrived');
          });
          await declareRpcExchange(channel, this.options.exchange);
          await channel.consume(RPC_REPLY_QUEUE, (message) => message && this.receive(message), { noAck: true });
          this.live = channel;
        },
      });
      this.channel.on('connect', () => (this.everConnected = true));
      // A set-up cut short by a lost connection runs again on the reconnect; without a listener it would crash the process.
      this.channel.on('error', (error: Error) => this.logger.warn(`RPC client set-up failed: ${error.message}`));
    }
    return { manager: this.connection.manager, channel: this.channel };
  }

  private receive(message: ConsumeMessage): void {
    if (message.properties.contentType === RPC_BATCH_CONTENT_TYPE) return this.receiveBatch(message);
    const id = (message.properties as { correlationId?: string }).correlationId;
    if (!id || !this.pending.has(id)) return; // its caller gave up (time-out) already
    let packet: WritePacket;
    try {
      packet = JSON.parse(message.content.toString()) as WritePacket;
    } catch {
      packet = { err: new Error('The service sent an answer that is not JSON'), isDisposed: true };
    }
    this.settle(id, packet);
  }

  private receiveBatch(message: ConsumeMessage): void {
    let replies: BatchedReply[];
    try {
      replies = JSON.parse(message.content.toString()) as BatchedReply[];
      if (!Array.isArray(replies)) throw new TypeError('not a list');
    } catch {
      // Without readable ids nobody can be told; the callers get their time-out.
      return this.logger.warn('A service sent a batch of answers that is not a JSON list; dropped');
    }
    for (const { ids, packet, shared } of replies) {
      if (!Array.isArray(ids) || typeof packet !== 'object' || packet === null) continue;
      // One answer for several callers: frozen, so none can change what the others read.
      if (shared) freezeShared(packet.response);
      for (const id of ids) this.settle(id, packet);
    }
  }

  /** Hands a packet to its caller; the last packet (or an error) ends the request. */
  private settle(id: string, packet: WritePacket): void {
    const request = this.pending.get(id);
    if (!request) return;
    if (packet.err || packet.isDisposed) this.pending.delete(id);
    request.callback(packet);
  }

  private failPending(which: (request: PendingRequest) => boolean, reason: string): void {
    for (const [id, request] of [...this.pending]) {
      if (which(request)) this.settle(id, { err: new Error(reason) });
    }
  }
}
