/** What a service answers to a request that reaches it while it is stopping (ServiceCallError 503). */
export const SHUTTING_DOWN = {
  code: 'SERVICE.SHUTTING_DOWN',
  message: 'The service is shutting down',
  status: 503,
} as const;

/**
 * Waits until every piece of work in `inFlight` settled, or `graceMs` passed; returns how many
 * were still running then.
 */
export async function drain(inFlight: ReadonlySet<Promise<unknown>>, graceMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((done) => {
      timer = setTimeout(done, graceMs);
    }),
  ]);
  clearTimeout(timer);
  return inFlight.size;
}

/** Adds `work` to `inFlight` until it settles. */
export function track(inFlight: Set<Promise<unknown>>, work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
}
