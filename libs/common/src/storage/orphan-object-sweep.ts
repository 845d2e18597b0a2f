import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ObjectStore } from './object-store.js';

/** What one finished pass did. */
export interface SweepReport {
  startedAt: number;
  finishedAt: number;
  /** Keys removed by this pass (candidates older than the grace period that nothing refers to). */
  removed: string[];
}

export interface OrphanObjectSweepOptions {
  store: ObjectStore;
  /** Keys this sweep may ever remove (e.g. gateway uploads only, never drawn images). */
  isCandidate: (key: string) => boolean;
  /**
   * Age (ms) an unreferenced candidate must reach before it is removed. Longer than any write
   * that may still store a reference can stay in flight (the RPC time-out, which is also the
   * request's expiration in the broker), so an object whose record is on its way survives.
   */
  graceMs: number;
  /**
   * Keys something still refers to, read after the listing (a reference stored meanwhile keeps
   * its object). A rejection ends the pass with nothing removed: an unknown answer is no licence
   * to delete.
   */
  keysInUse: () => Promise<Iterable<string>>;
  /** Runs (awaited) at the end of every successful pass with the keys it removed (bookkeeping, caches). */
  afterPass?: (removed: string[]) => unknown;
  /** How often a service's sweep runs from its start (0: never; tests call `sweep`). */
  intervalMs?: number;
  /** Logger context, e.g. `ImageSweep`. */
  name: string;
  /** What the removed objects were, for the log line: `image(s) no product refers to`. */
  describeRemoved: string;
  /** Clock, for tests. */
  now?: () => number;
}

/** The keys-in-use read failed: the pass stopped before removing anything. */
export class SweepReferencesUnknownError extends Error {
  override name = 'SweepReferencesUnknownError';
  constructor(readonly reason: unknown) {
    super(`the keys in use could not be read, nothing removed: ${describe(reason)}`);
  }
}

/** Keys named in one log line at most; the rest are counted. */
const LOGGED_KEYS = 20;

/**
 * Removes objects nothing refers to once they are older than a grace period: uploads whose
 * write failed in an unclear way (time-out, crash), which their uploader had to keep because the
 * write might still land. One pass lists the bucket, takes the candidates older than the grace
 * period, then reads the keys in use and removes the rest. Concurrent callers share the running
 * pass; `start` repeats it on an unref'd timer. A service's sweeper extends this class (a Nest
 * provider): it starts every `intervalMs` with the application and stops with it.
 */
export class OrphanObjectSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly now: () => number;
  private timer?: NodeJS.Timeout;
  private running?: Promise<SweepReport>;
  /** The last pass that finished without error (tests wait for one that started after their set-up). */
  lastSweep?: SweepReport;

  constructor(private readonly options: OrphanObjectSweepOptions) {
    this.logger = new Logger(options.name);
    this.now = options.now ?? Date.now;
  }

  onApplicationBootstrap(): void {
    this.start(this.options.intervalMs ?? 0);
  }

  onApplicationShutdown(): void {
    this.stop();
  }

  /**
   * Sweeps every `intervalMs` (0: never) until `stop`, skipping a tick while a pass still runs;
   * a failed pass is logged as a warning.
   */
  start(intervalMs: number): void {
    this.stop();
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      // A pass slower than the interval (a service slow to answer) is not joined by every tick:
      // one pass, one warning if it fails.
      if (this.running) return;
      this.sweep().catch((error: unknown) => this.logger.warn(`Sweep failed: ${describe(error)}`));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass; a call while a pass runs shares it. */
  sweep(): Promise<SweepReport> {
    this.running ??= this.sweepOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweepOnce(): Promise<SweepReport> {
    const startedAt = this.now();
    const cutoff = startedAt - this.options.graceMs;
    const old: string[] = [];
    for await (const object of this.options.store.list()) {
      if (this.options.isCandidate(object.key) && object.lastModified.getTime() < cutoff) old.push(object.key);
    }
    let removed: string[] = [];
    if (old.length > 0) {
      // References are read after the listing, so a record stored meanwhile keeps its object.
      let inUse: Set<string>;
      try {
        inUse = new Set(await this.options.keysInUse());
      } catch (error) {
        throw new SweepReferencesUnknownError(error);
      }
      removed = old.filter((key) => !inUse.has(key));
      await this.options.store.remove(removed);
      if (removed.length > 0) {
        this.logger.log(`Removed ${removed.length} ${this.options.describeRemoved}: ${named(removed)}`);
      }
    }
    await this.options.afterPass?.(removed);
    this.lastSweep = { startedAt, finishedAt: this.now(), removed };
    return this.lastSweep;
  }
}

function named(keys: string[]): string {
  const shown = keys.slice(0, LOGGED_KEYS).join(', ');
  return keys.length > LOGGED_KEYS ? `${shown} and ${keys.length - LOGGED_KEYS} more` : shown;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
