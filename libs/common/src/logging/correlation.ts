import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The id of the request a piece of work belongs to. The gateway takes it from `X-Request-Id` (or
 * makes one), and it travels with every RPC call (AMQP header / TCP packet metadata
 * `x-correlation-id`) and every event envelope the resulting writes emit (`correlationId`), so
 * each process logs the work it does for one request under the same id.
 */
const storage = new AsyncLocalStorage<string>();

/** Header of an AMQP message and key of a TCP packet's metadata that carry the id. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** What the gateway takes from a caller's `X-Request-Id`: short, and safe to log and echo. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function safeCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : undefined;
}

export function newCorrelationId(): string {
  return randomUUID();
}

/** The id of the work running now, if it belongs to a request. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}

/** Runs `work` (and everything it starts) under `id`; without an id, under none. */
export function withCorrelation<T>(id: string | undefined, work: () => T): T {
  return id === undefined ? storage.exit(work) : storage.run(id, work);
}

/** The id in a message's headers or a packet's metadata, if it is a safe one. */
export function correlationIdFrom(headers: Record<string, unknown> | undefined): string | undefined {
  return safeCorrelationId(headers?.[CORRELATION_HEADER]);
}

/** Headers (or packet metadata) that carry the current id along; empty outside a request. */
export function correlationHeaders(): Record<string, string> {
  const id = currentCorrelationId();
  return id === undefined ? {} : { [CORRELATION_HEADER]: id };
}
