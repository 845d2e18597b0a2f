import type { WritePacket } from '@nestjs/microservices';

/**
 * Batched RPC messages (ADR 0015). The broker's work is per message, not per byte: requests a
 * client sends for one pattern in one event-loop turn travel as one message, and the answers a
 * service has for one client in one turn come back as one. A lone request or answer keeps the
 * plain one-message form.
 */
export const RPC_BATCH_CONTENT_TYPE = 'application/vnd.flowershop.rpc-batch+json';

/** Most requests one batch message carries; more in one turn go out as several. */
export const RPC_BATCH_LIMIT = 100;

/** One request inside a batch: its correlation id, payload and the caller's headers. */
export interface BatchedRequest {
  id: string;
  data: unknown;
  headers?: Record<string, unknown>;
}

/** A batch of requests for one pattern. */
export interface RpcRequestBatch {
  pattern: string;
  requests: BatchedRequest[];
}

/**
 * Answers in a batch. An answer of a READ_ONLY_HANDLER is `shared` — `ids` may hold several
 * correlation ids when identical reads were answered once — and is frozen on arrival, always, so
 * code that would change it fails in every test, not only when a read happened to be shared.
 */
export interface BatchedReply {
  ids: string[];
  packet: WritePacket;
  shared?: true;
}

/**
 * Extras for `@MessagePattern(pattern, READ_ONLY_HANDLER)`: the handler only reads, so identical
 * requests (same pattern and payload) arriving in one batch are answered by one call, computed
 * after they arrived — never a stored answer. Never for a handler that changes anything.
 */
export const READ_ONLY_HANDLER = { readOnly: true } as const;

export function isReadOnlyHandler(extras: Record<string, unknown> | undefined): boolean {
  return extras?.readOnly === true;
}

/** Deep-freezes an answer several callers share, so no caller can change what another reads. */
export function freezeShared<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeShared(child);
  }
  return value;
}
