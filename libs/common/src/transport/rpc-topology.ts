import type { Channel } from 'amqp-connection-manager';

/**
 * RPC over RabbitMQ (ADR 0007, 0011): a request is published (transient, unconfirmed) to the topic
 * exchange `<prefix>.rpc` with its pattern as routing key, lands in the durable queue
 * `<prefix>.<service>` bound to the service's patterns, and is answered through direct reply-to.
 */
export const RPC_REPLY_QUEUE = 'amq.rabbitmq.reply-to';

/** A request's body; its pattern is also the routing key. */
export interface RpcRequestBody {
  pattern: string;
  data: unknown;
}

/** The answer a service gives when it has no handler for a pattern bound to its queue. */
export const NO_RPC_HANDLER = 'There is no matching message handler defined in the remote service.';

/** Declared by the server and by every client (publishing to a missing exchange closes the channel). */
export async function declareRpcExchange(channel: Channel, exchange: string): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
}

export async function declareRpcQueue(
  channel: Channel,
  exchange: string,
  queue: string,
  patterns: readonly string[],
): Promise<void> {
  await declareRpcExchange(channel, exchange);
  await channel.assertQueue(queue, { durable: true });
  for (const pattern of patterns) await channel.bindQueue(queue, exchange, pattern);
}
