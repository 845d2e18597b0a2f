import { Logger } from '@nestjs/common';
import type { WritePacket } from '@nestjs/microservices';
import type { Channel } from 'amqplib';
import { RPC_BATCH_CONTENT_TYPE, RPC_BATCH_LIMIT, type BatchedReply } from './rpc-batch.js';

export const INTERNAL_ERROR = { code: 'RPC.INTERNAL', message: 'Internal error', status: 500 };

/**
 * Writes a service's answers at the end of each event-loop turn: the answers for one caller
 * (reply address) go as one message, a lone one in the plain form. `written()` tells when they
 * are on the channel, so a request is acknowledged only after its answer.
 */
export class RpcReplyWriter {
  private readonly logger = new Logger('RpcServer');
  private queued = new Map<Channel, Map<string, BatchedReply[]>>();
  private afterWrite: Array<() => void> = [];
  private scheduled = false;

  add(channel: Channel, replyTo: string, reply: BatchedReply): void {
    let byAddress = this.queued.get(channel);
    if (!byAddress) this.queued.set(channel, (byAddress = new Map()));
    const replies = byAddress.get(replyTo);
    if (replies) replies.push(reply);
    else byAddress.set(replyTo, [reply]);
    this.schedule();
  }

  /** Resolves once every answer queued so far is written. */
  written(): Promise<void> {
    return new Promise((done) => {
      this.afterWrite.push(done);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.write());
  }

  private write(): void {
    const queued = this.queued;
    const afterWrite = this.afterWrite;
    this.queued = new Map();
    this.afterWrite = [];
    this.scheduled = false;
    for (const [channel, byAddress] of queued) {
      for (const [replyTo, replies] of byAddress) {
        for (let start = 0; start < replies.length; start += RPC_BATCH_LIMIT) {
          this.send(channel, replyTo, replies.slice(start, start + RPC_BATCH_LIMIT));
        }
      }
    }
    for (const work of afterWrite) work();
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
