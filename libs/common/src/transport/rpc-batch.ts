import type { WritePacket } from '@nestjs/microservices';

/**
 * Batched RPC messages (ADR 0015): the broker's work is per message, not per byte, so a client's
 * requests for one pattern in one event-loop turn travel as one message, and a service's answers
 * for one client in one turn come back as one. A lone request or answer keeps the plain form.
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

export interface RpcRequestBatch {
  pattern: string;
  requests: BatchedRequest[];
}

/**
 * Answers in a batch. A READ_ONLY_HANDLER's answer is `shared` (`ids` may hold several callers'
 * ids) and frozen on arrival, always, so code that would change it fails in every test.
 */
export interface BatchedReply {
  ids: string[];
  packet: WritePacket;
  shared?: true;
}

/**
 * Extras for `@MessagePattern(pattern, READ_ONLY_HANDLER)`: identical requests (same pattern and
 * payload) in one batch are answered by one call, made after they arrived — never a stored
 * answer. Never for a handler that changes anything.
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

/**
 * Gathers items during one event-loop turn and hands them over at its end: one `send(group, items)`
 * per group key, in slices of at most `limit` items.
 */
export class TurnBatcher<Group, Item> {
  private groups = new Map<unknown, { group: Group; items: Item[] }>();
  private afterFlush: Array<() => void> = [];
  private scheduled = false;

  constructor(
    private readonly send: (group: Group, items: Item[]) => void,
    private readonly limit: number = RPC_BATCH_LIMIT,
  ) {}

  /** Adds `item` to the group under `key` (`group` describes it; the first one given is kept). */
  add(key: unknown, group: Group, item: Item): void {
    const gathered = this.groups.get(key);
    if (gathered) gathered.items.push(item);
    else this.groups.set(key, { group, items: [item] });
    this.schedule();
  }

  /** Resolves once everything added so far has been handed to `send`. */
  flushed(): Promise<void> {
    return new Promise((done) => {
      this.afterFlush.push(done);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    const { groups, afterFlush } = this;
    this.groups = new Map();
    this.afterFlush = [];
    this.scheduled = false;
    for (const { group, items } of groups.values()) {
      for (let start = 0; start < items.length; start += this.limit) {
        this.send(group, items.slice(start, start + this.limit));
      }
    }
    for (const done of afterFlush) done();
  }
}
