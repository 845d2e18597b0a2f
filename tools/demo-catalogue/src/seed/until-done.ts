/**
 * Pauses before the next try of a seed that failed (the object store or the catalog still
 * starting or away). A shop without its demo products stays empty until someone seeds it, so
 * the seed keeps trying, at most every 5 minutes, until it succeeds.
 */
export const SEED_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 300_000];

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `task` until it resolves; `failed` is told of each failure and the pause before the next try. */
export async function untilDone<T>(
  task: () => Promise<T>,
  failed: (error: unknown, attempt: number, delayMs: number) => void,
  delays: readonly number[] = SEED_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = delays[Math.min(attempt, delays.length) - 1];
      failed(error, attempt, delay);
      await pause(delay);
    }
  }
}
