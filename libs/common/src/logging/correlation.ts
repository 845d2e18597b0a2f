import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The id of the request work belongs to, from the gateway's `X-Request-Id` (or made there), carried
 * by every RPC call and by the events its writes emit, so every process logs one request's work under it.
 */
const storage = new AsyncLocalStorage<string>();

/** An AMQP message header and a TCP packet metadata key. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** Short, and safe to log and echo. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function safeCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : undefined;
}

export function newCorrelationId(): string {
  return randomUUID();
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}

/** Runs `work` (and everything it starts) under `id`; without an id, under none. */
export function withCorrelation<T>(id: string | undefined, work: () => T): T {
  return id === undefined ? storage.exit(work) : storage.run(id, work);
}

/** From a message's headers or a packet's metadata, if safe. */
export function correlationIdFrom(headers: Record<string, unknown> | undefined): string | undefined {
  return safeCorrelationId(headers?.[CORRELATION_HEADER]);
}
