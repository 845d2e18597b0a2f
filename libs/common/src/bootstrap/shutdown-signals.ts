import { Logger } from '@nestjs/common';
import { CLEAN_UP_MARGIN_MS } from './exit-codes.js';

/** Exits 0 once `stop` is done; 1 if it failed or outlived the grace period plus CLEAN_UP_MARGIN_MS. */
export function stopOnSignals(graceMs: number, stop: () => Promise<void>): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: taking no new work, finishing what is in flight (up to ${graceMs} ms)`);
    setTimeout(() => {
      logger.error(`Not stopped ${graceMs + CLEAN_UP_MARGIN_MS} ms after ${signal}; exiting now`);
      process.exit(1);
    }, graceMs + CLEAN_UP_MARGIN_MS).unref();
    stop().then(
      () => {
        logger.log('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Stopping failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
