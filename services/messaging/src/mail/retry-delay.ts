/** Pause after the n-th failed attempt (n ≥ 1): first, 2×first, 4×first … capped at max. */
export function retryDelay(failedAttempts: number, firstMs: number, maxMs: number): number {
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 40);
  return Math.min(firstMs * 2 ** doublings, maxMs);
}
