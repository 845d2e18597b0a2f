import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Collection, Filter, StoredDocument } from './document-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, at start and then daily, records that only recognise a repeat (a handled event, a sent
 * mail) once older than `keepDays`: the embedded store holds every record in memory.
 */
export class DailySweep {
  private readonly logger = new Logger('Retention');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly collection: Collection<StoredDocument>,
    private readonly what: string,
    private readonly keepDays: number,
    /** Given the ISO 8601 time before which records are too old. */
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

  /** Resolves to how many were deleted (0 after a failure, which is logged). */
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

/** Runs `retention` with the provider's module and awaits a run under way before the store closes. */
export abstract class WithDailySweep implements OnModuleInit, OnModuleDestroy {
  protected abstract readonly retention: DailySweep;

  onModuleInit(): void {
    this.retention.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.retention.stop();
  }
}
