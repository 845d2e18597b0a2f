import { Logger } from '@nestjs/common';
import type { ClientProxy, ReadPacket, Server } from '@nestjs/microservices';
import {
  CORRELATION_HEADER,
  correlationIdFrom,
  currentCorrelationId,
  withCorrelation,
} from '../logging/correlation.js';

const logger = new Logger('Rpc');

/** Every request a client sends carries the current correlation id (TCP packet metadata / AMQP header). */
export function sendCorrelation<T extends ClientProxy>(client: T): T {
  client.setOnDispatchHook((packet: ReadPacket) => {
    const id = currentCorrelationId();
    if (id !== undefined) packet.metadata = { ...packet.metadata, [CORRELATION_HEADER]: id };
  });
  return client;
}

type RequestContext = { getMetadata?(): Record<string, unknown> | undefined; getPattern?(): string };

/** Each handler runs (logs, calls, emits) under its request's correlation id; each answer is a debug line. */
export function receiveCorrelation<T extends Pick<Server, 'setOnProcessingStartHook' | 'setOnProcessingEndHook'>>(
  server: T,
): T {
  const started = new WeakMap<object, number>();
  server.setOnProcessingStartHook((_transport, context, done) => {
    // Timed only when the line would be logged (the level is read per request: it is set after start-up).
    if (Logger.isLevelEnabled('debug')) started.set(context as object, performance.now());
    return withCorrelation(correlationIdFrom((context as RequestContext).getMetadata?.()), done);
  });
  server.setOnProcessingEndHook((_transport, context) => {
    const since = started.get(context as object);
    if (since === undefined) return;
    const pattern = (context as RequestContext).getPattern?.() ?? '(unknown pattern)';
    logger.debug(`${pattern} handled in ${Math.round(performance.now() - since)} ms`);
  });
  return server;
}

/** The debug line, under its own correlation id, of each request answered by an identical one's call (ADR 0015). */
export function logSharedAnswers(pattern: string, headers: Array<Record<string, unknown> | undefined>): void {
  if (!Logger.isLevelEnabled('debug')) return;
  for (const metadata of headers) {
    withCorrelation(correlationIdFrom(metadata), () =>
      logger.debug(`${pattern} handled by an identical request's call`),
    );
  }
}
