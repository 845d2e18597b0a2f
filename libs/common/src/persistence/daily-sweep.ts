import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Collection, Filter, StoredDocument } from './document-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, once the service starts and then once a day, the records of a collection that only
 * serve to recognise a repeat (a handled event's id, a sent mail) once they are older than
 * `keepDays`: kept for good they would grow without end, and the embedded store holds every
 * record in memory.
 */
export class DailySweep {
  private readonly logger = new Logger('Retention');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly collection: Collection<StoredDocument>,
    private readonly what: string,
    private readonly keepDays: number,
    /** The filter of the records to delete, given the ISO 8601 time before which they are too old. */
    private readonly olderThan: (cutoff: string) => Filter,
  ) {}

  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), DAY_MS);
    this.timer.unref();
  }

  /** Stops the daily runs and waits for one under way (before the store closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes what is older than `keepDays` before `now`; resolves to how many (0 after a failure, which is logged). */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.keepDays * DAY_MS).toISOString();
    this.running = this.collection.deleteMany(this.olderThan(cutoff)).then(
      (deleted) => {
        if (deleted > 0) this.logger.log(`${deleted} ${this.what} older than ${this.keepDays} days deleted`);
        return deleted;
      },
      (error: unknown) => {
        this.logger.warn(`Old ${this.what} not deleted (next try in a day): ${String(error)}`);
        return 0;
      },
    );
    return await this.running;
  }
}

/**
 * What a provider that keeps a collection swept with a DailySweep extends: the sweep starts with
 * its module (a first run at once, then daily) and stops, a run under way awaited, when the module
 * is destroyed, before the store closes. A provider with more to do at start or stop calls these
 * from its own hooks, the sweep's start where it belongs among the rest.
 */
export abstract class WithDailySweep implements OnModuleInit, OnModuleDestroy {
  protected abstract readonly retention: DailySweep;

  onModuleInit(): void {
    this.retention.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.retention.stop();
  }
}
