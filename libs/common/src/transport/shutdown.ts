import type { Logger } from '@nestjs/common';

/** What a service answers to a request that reaches it while it is stopping (ServiceCallError 503). */
export const SHUTTING_DOWN = {
  code: 'SERVICE.SHUTTING_DOWN',
  message: 'The service is shutting down',
  status: 503,
} as const;

/** Waits until all of `inFlight` settled, or `graceMs` passed; warns about what is still running then. */
export async function drain(
  inFlight: ReadonlySet<Promise<unknown>>,
  graceMs: number,
  logger: Logger,
  stillRunning: string,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((done) => {
      timer = setTimeout(done, graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (inFlight.size > 0) logger.warn(`${inFlight.size} ${stillRunning} after ${graceMs} ms; closing anyway`);
}

export function track(inFlight: Set<Promise<unknown>>, work: Promise<unknown>): void {
  const settled = work.catch(() => undefined);
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
}
