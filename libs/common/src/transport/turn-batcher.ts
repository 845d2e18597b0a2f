import { RPC_BATCH_LIMIT } from './rpc-batch.js';

/**
 * Gathers items during one event-loop turn and hands them over at its end, grouped: one
 * `send(group, items)` per group key, in slices of at most `limit` items (ADR 0015). The RPC
 * client groups requests by pattern and time limit, the RPC server its answers by caller.
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
