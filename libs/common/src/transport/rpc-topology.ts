/** RPC over RabbitMQ (ADR 0007, 0011): topic exchange `<prefix>.rpc`, durable queue per service, direct reply-to. */
export const RPC_REPLY_QUEUE = 'amq.rabbitmq.reply-to';

export interface RpcRequestBody {
  pattern: string;
  data: unknown;
}

/** Nest's words, for a pattern bound to the queue that no handler serves. */
export const NO_RPC_HANDLER = 'There is no matching message handler defined in the remote service.';
