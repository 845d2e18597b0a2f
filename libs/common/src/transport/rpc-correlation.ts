import { Logger } from '@nestjs/common';
import type { ClientProxy, ReadPacket, Server } from '@nestjs/microservices';
import { correlationHeaders, correlationIdFrom, withCorrelation } from '../logging/correlation.js';

const logger = new Logger('Rpc');

/** Every request a client sends carries the current correlation id (TCP packet metadata / AMQP header). */
export function sendCorrelation<T extends ClientProxy>(client: T): T {
  client.setOnDispatchHook((packet: ReadPacket) => {
    const headers = correlationHeaders();
    if (Object.keys(headers).length > 0) packet.metadata = { ...packet.metadata, ...headers };
  });
  return client;
}

/** What a transport's context says the client attached: TcpContext and AmqpRpcContext both have `getMetadata`. */
function metadataOf(context: unknown): Record<string, unknown> | undefined {
  const withMetadata = context as { getMetadata?: () => Record<string, unknown> | undefined };
  return typeof withMetadata.getMetadata === 'function' ? withMetadata.getMetadata() : undefined;
}

function patternOf(context: unknown): string {
  const withPattern = context as { getPattern?: () => string };
  return typeof withPattern.getPattern === 'function' ? withPattern.getPattern() : '(unknown pattern)';
}

/**
 * A server runs each handler under the correlation id its request carried, so whatever the
 * handler logs, calls or emits goes on under that id; each answer is logged at debug level.
 */
export function receiveCorrelation<T extends Pick<Server, 'setOnProcessingStartHook' | 'setOnProcessingEndHook'>>(
  server: T,
): T {
  const started = new WeakMap<object, number>();
  server.setOnProcessingStartHook((_transport, context, done) => {
    // Timed only when the line would be logged (the level is read per request: it is set after start-up).
    if (Logger.isLevelEnabled('debug')) started.set(context as object, performance.now());
    return withCorrelation(correlationIdFrom(metadataOf(context)), done);
  });
  server.setOnProcessingEndHook((_transport, context) => {
    const since = started.get(context as object);
    if (since === undefined) return;
    logger.debug(`${patternOf(context)} handled in ${Math.round(performance.now() - since)} ms`);
  });
  return server;
}

/**
 * The debug line of each request answered by another's call (identical reads, ADR 0015), under
 * its own correlation id, so every request can still be followed in the logs.
 */
export function logSharedAnswers(pattern: string, headers: Array<Record<string, unknown> | undefined>): void {
  if (!Logger.isLevelEnabled('debug')) return;
  for (const metadata of headers) {
    withCorrelation(correlationIdFrom(metadata), () =>
      logger.debug(`${pattern} handled by an identical request's call`),
    );
  }
}
