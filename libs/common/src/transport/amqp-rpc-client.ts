import { Logger } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import { randomBytes } from 'node:crypto';
import { acquireAmqpConnection } from './amqp-connection.js';
import {
  freezeShared,
  RPC_BATCH_CONTENT_TYPE,
  TurnBatcher,
  type BatchedReply,
  type BatchedRequest,
  type RpcRequestBatch,
} from './rpc-batch.js';
import { RPC_REPLY_QUEUE, type RpcRequestBody } from './rpc-topology.js';

/** A payload with its time limit: the request expires then, and is never sent later after a reconnect. */
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

type OutgoingRequest = BatchedRequest & { pending: PendingRequest };

/**
 * Requests are transient and unconfirmed (ADR 0011): a lost one gets its time-out or "connection
 * lost" either way, so disk or confirms would only add work. While the broker is away a request
 * fails at once, and so does one sent when its channel closes (its reply address is gone).
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
  private readonly idPrefix = `${randomBytes(6).toString('base64url')}.`;
  private sequence = 0;
  private readonly outgoing = new TurnBatcher<{ pattern: string; timeoutMs?: number }, OutgoingRequest>(
    ({ pattern, timeoutMs }, requests) => this.sendGroup(pattern, timeoutMs, requests),
  );

  constructor(private readonly options: { url: string; exchange: string }) {
    super();
  }

  async connect(): Promise<void> {
    this.open();
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
    const pending: PendingRequest = { callback };
    this.pending.set(id, pending);
    const request = { id, data, headers: packet.metadata, pending };
    const { manager } = this.open();
    if (this.everConnected && !manager.isConnected()) {
      this.settle(id, { err: new Error('Connection lost: the broker is unreachable') });
    } else if (this.live) {
      this.outgoing.add(`${pattern}\n${timeoutMs ?? ''}`, { pattern, timeoutMs }, request);
    } else {
      // Before the first set-up: the connection manager holds it until the channel is up (at most its time-out).
      const { content, properties } = requestMessage(pattern, [request]);
      this.channel!.publish(this.options.exchange, pattern, content, {
        ...properties,
        ...(timeoutMs !== undefined && { timeout: timeoutMs }),
      }).then(
        () => (pending.sentOn = this.generation),
        (error: Error) => this.settle(id, { err: notSent(error) }),
      );
    }
    return () => this.pending.delete(id);
  }

  private sendGroup(pattern: string, timeoutMs: number | undefined, queued: OutgoingRequest[]): void {
    // A caller that gave up (time-out, unsubscribe) in the same turn needs no request sent.
    const requests = queued.filter(({ id, pending }) => this.pending.get(id) === pending);
    if (requests.length === 0) return;
    const { content, properties } = requestMessage(pattern, requests);
    try {
      if (!this.live) throw new Error('the channel closed');
      // false only says amqplib's write buffer is full; the requests are still on their way.
      this.live.publish(this.options.exchange, pattern, content, {
        ...properties,
        ...(timeoutMs !== undefined && { expiration: String(timeoutMs) }),
      });
      for (const { pending } of requests) pending.sentOn = this.generation;
    } catch (error) {
      for (const { id } of requests) this.settle(id, { err: notSent(error as Error) });
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
          // As the server does: publishing to a missing exchange closes the channel.
          await channel.assertExchange(this.options.exchange, 'topic', { durable: true });
          await channel.consume(RPC_REPLY_QUEUE, (message) => message && this.receive(message), { noAck: true });
          this.live = channel;
        },
      });
      this.channel.on('connect', () => (this.everConnected = true));
      // A set-up cut short by a lost connection runs again on the reconnect; unlistened, it would crash the process.
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

/** One message for a turn's requests: a lone one in the plain form, several as a batch. */
function requestMessage(pattern: string, requests: BatchedRequest[]) {
  const [first] = requests;
  if (requests.length === 1) {
    return {
      content: Buffer.from(JSON.stringify({ pattern, data: first.data } satisfies RpcRequestBody)),
      properties: {
        replyTo: RPC_REPLY_QUEUE,
        contentType: 'application/json',
        correlationId: first.id,
        // The request's own correlation id (x-correlation-id, see sendCorrelation), apart from the reply's.
        ...(first.headers && { headers: first.headers }),
      },
    };
  }
  const batch: RpcRequestBatch = {
    pattern,
    requests: requests.map(({ id, data, headers }) => ({ id, data, headers })),
  };
  return {
    content: Buffer.from(JSON.stringify(batch)),
    properties: { replyTo: RPC_REPLY_QUEUE, contentType: RPC_BATCH_CONTENT_TYPE },
  };
}

function notSent(error: Error): Error {
  return new Error(`Connection lost: request not sent (${error.message})`);
}
