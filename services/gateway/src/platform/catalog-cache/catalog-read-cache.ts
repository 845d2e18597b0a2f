import type { ProductKind } from '@flowershop/common/contracts';
import { prepareJsonBody, type PreparedBody } from './prepared-body.js';

export interface CatalogReadCacheOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  /** The oldest goes first. */
  maxEntries: number;
}

interface Entry {
  body: PreparedBody;
  freshUntil: number;
  reload: () => Promise<unknown>;
  refreshing: boolean;
}

/**
 * Public catalogue answers, ready to send. A change drops its kind's answers at once; the TTL only
 * guards against a change never heard of: past it an answer is served while one reload runs.
 */
export class CatalogReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loads = new Map<string, Promise<PreparedBody>>();
  /** Bumped by every change: a load that began before it does not store what it read. */
  private generation = 0;

  constructor(
    private readonly options: CatalogReadCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  hit(key: string): PreparedBody | undefined {
    const entry = this.entries.get(key);
    if (entry && !entry.refreshing && entry.freshUntil <= this.now()) this.refresh(key, entry);
    return entry?.body;
  }

  /** Loaded once however many requests ask at the same time. */
  async read(key: string, load: () => Promise<unknown>): Promise<PreparedBody> {
    if (!this.enabled) return await prepareJsonBody(await load());
    return this.hit(key) ?? (await this.loadOnce(key, load));
  }

  changed(kind: ProductKind): void {
    this.generation += 1;
    const prefix = `${kind}:`;
    for (const key of [...this.entries.keys(), ...this.loads.keys()]) {
      if (!key.startsWith(prefix)) continue;
      this.entries.delete(key);
      this.loads.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loads.clear();
  }

  private loadOnce(key: string, load: () => Promise<unknown>): Promise<PreparedBody> {
    const pending = this.loads.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loading = (async () => {
      const body = await prepareJsonBody(await load());
      if (generation === this.generation)
        this.store(key, { body, freshUntil: this.now() + this.options.ttlMs, reload: load, refreshing: false });
      return body;
    })();
    this.loads.set(key, loading);
    const forget = () => {
      if (this.loads.get(key) === loading) this.loads.delete(key);
    };
    loading.then(forget, forget);
    return loading;
  }

  /** A failed reload drops the answer: the next request goes to the route, which says what is wrong. */
  private refresh(key: string, entry: Entry): void {
    entry.refreshing = true;
    this.loadOnce(key, entry.reload).then(
      () => (entry.refreshing = false),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}
