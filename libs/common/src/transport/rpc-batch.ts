import type { WritePacket } from '@nestjs/microservices';

/** Batched RPC messages (ADR 0015): the broker's work is per message, not per byte. */
export const RPC_BATCH_CONTENT_TYPE = 'application/vnd.flowershop.rpc-batch+json';

/** Most requests one batch message carries; more in one turn go out as several. */
export const RPC_BATCH_LIMIT = 100;

export interface BatchedRequest {
  id: string;
  data: unknown;
  headers?: Record<string, unknown>;
}

export interface RpcRequestBatch {
  pattern: string;
  requests: BatchedRequest[];
}

/** A READ_ONLY_HANDLER's answer is `shared`: frozen on arrival even for one caller, so changing it always fails. */
export interface BatchedReply {
  ids: string[];
  packet: WritePacket;
  shared?: true;
}

/** Identical requests in one batch get one call, made after they arrived. Never for a handler that writes. */
export const READ_ONLY_HANDLER = { readOnly: true } as const;

export function isReadOnlyHandler(extras: Record<string, unknown> | undefined): boolean {
  return extras?.readOnly === true;
}

export function freezeShared<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeShared(child);
  }
  return value;
}

/** Hands one event-loop turn's items over at its end: one `send` per group key, at most `limit` items each. */
export class TurnBatcher<Group, Item> {
  private groups = new Map<unknown, { group: Group; items: Item[] }>();
  private afterFlush: Array<() => void> = [];
  private scheduled = false;

  constructor(
    private readonly send: (group: Group, items: Item[]) => void,
    private readonly limit: number = RPC_BATCH_LIMIT,
  ) {}

  add(key: unknown, group: Group, item: Item): void {
    const gathered = this.groups.get(key);
    if (gathered) gathered.items.push(item);
    else this.groups.set(key, { group, items: [item] });
    this.schedule();
  }

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
