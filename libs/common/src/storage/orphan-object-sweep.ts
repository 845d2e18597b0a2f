import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ObjectStore } from './object-store.js';

interface SweepReport {
  startedAt: number;
  finishedAt: number;
  removed: string[];
}

export interface OrphanObjectSweepOptions {
  store: ObjectStore;
  /** Keys this sweep may ever remove (e.g. gateway uploads only, never drawn images). */
  isCandidate: (key: string) => boolean;
  /** Longer than a write that may still store a reference can be in flight (the RPC time-out, also its broker expiration). */
  graceMs: number;
  /** Read after the listing, so a reference stored meanwhile keeps its object; a rejection removes nothing. */
  keysInUse: () => Promise<Iterable<string>>;
  /** Awaited at the end of every successful pass. */
  afterPass?: (removed: string[]) => unknown;
  /** 0: never (tests call `sweep`). */
  intervalMs?: number;
  /** Logger context, e.g. `ImageSweep`. */
  name: string;
  /** For the log line: `image(s) no product refers to`. */
  describeRemoved: string;
  now?: () => number;
}

/** An unknown answer is no licence to delete. */
export class SweepReferencesUnknownError extends Error {
  override name = 'SweepReferencesUnknownError';
  constructor(readonly reason: unknown) {
    super(`the keys in use could not be read, nothing removed: ${describe(reason)}`);
  }
}

/** Keys named in one log line at most; the rest are counted. */
const LOGGED_KEYS = 20;

/**
 * Removes objects nothing refers to after a grace period: uploads whose write failed unclearly (a time-out, a crash),
 * kept by their uploader as the write might still land. A service's sweeper (a Nest provider) extends this class.
 */
export class OrphanObjectSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly now: () => number;
  private timer?: NodeJS.Timeout;
  private running?: Promise<SweepReport>;
  /** Tests wait for one that started after their set-up. */
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

  start(intervalMs: number): void {
    this.stop();
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      // A pass slower than the interval is not joined by every tick: one pass, one warning.
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
