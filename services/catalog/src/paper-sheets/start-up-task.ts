import type { Logger } from '@nestjs/common';

/**
 * Pauses before the next try of a start-up task that failed (the object store still starting
 * or out of reach). A shop without its paper sheet pictures is broken until someone restarts
 * it, so the task keeps trying, at most every 5 minutes, until it succeeds.
 */
export const START_UP_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 300_000];

/**
 * Runs a task once the service starts (start-up waits for the first try) and again after each
 * failure, until it succeeds or the service stops.
 */
export class StartUpTask {
  private nextTry?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly logger: Logger,
    /** What the task does, for the log: "Storing the paper sheet pictures". */
    private readonly what: string,
    private readonly task: () => Promise<void>,
  ) {}

  async start(): Promise<void> {
    await this.attempt(1);
  }

  /** Stops further tries and waits for one under way (before the store closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.nextTry);
    await this.running;
  }

  private async attempt(number: number): Promise<void> {
    this.running = this.task().catch((error: unknown) => {
      if (this.stopped) return;
      const delay = START_UP_RETRY_DELAYS_MS[Math.min(number, START_UP_RETRY_DELAYS_MS.length) - 1];
      this.logger.error(`${this.what} failed (try ${number}), trying again in ${delay / 1000} s: ${String(error)}`);
      this.nextTry = setTimeout(() => void this.attempt(number + 1), delay);
      this.nextTry.unref();
    });
    await this.running;
  }
}
