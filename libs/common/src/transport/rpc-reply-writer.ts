import { Logger } from '@nestjs/common';
import type { WritePacket } from '@nestjs/microservices';
import type { Channel } from 'amqplib';
import { RPC_BATCH_CONTENT_TYPE, type BatchedReply } from './rpc-batch.js';
import { TurnBatcher } from './turn-batcher.js';

export const INTERNAL_ERROR = { code: 'RPC.INTERNAL', message: 'Internal error', status: 500 };

/**
 * Writes a service's answers at the end of each event-loop turn: the answers for one caller
 * (reply address) go as one message, a lone one in the plain form. `written()` tells when they
 * are on the channel, so a request is acknowledged only after its answer.
 */
export class RpcReplyWriter {
  private readonly logger = new Logger('RpcServer');
  private readonly batcher = new TurnBatcher<{ channel: Channel; replyTo: string }, BatchedReply>((to, replies) =>
    this.send(to.channel, to.replyTo, replies),
  );
  /** A key per channel, so answers for the same reply address on two channels stay apart. */
  private readonly channelKeys = new WeakMap<Channel, number>();
  private channelCount = 0;

  add(channel: Channel, replyTo: string, reply: BatchedReply): void {
    let channelKey = this.channelKeys.get(channel);
    if (channelKey === undefined) this.channelKeys.set(channel, (channelKey = ++this.channelCount));
    this.batcher.add(`${channelKey}\n${replyTo}`, { channel, replyTo }, reply);
  }

  /** Resolves once every answer queued so far is written. */
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
