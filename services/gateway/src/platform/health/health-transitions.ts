import { ServiceUnavailableException } from '@nestjs/common';
import type { AlreadyLogged } from '../errors/already-logged.js';

/**
 * What a health endpoint found down, remembered between checks so that only changes are logged:
 * probes poll every few seconds (the launcher every 300 ms while the catalogue seeds on a first
 * start), and a line per failed poll buried the one that mattered.
 */
export class HealthTransitions {
  private down: string[] = [];

  /**
   * The line to log for this check's result, or undefined when nothing changed since the last.
   * `problems` says why each is down (`<name> (<reason>)`): a service that answers can still be
   * down (its disk refuses writes, its mail stalls), and the line must not send the operator to
   * restart it. Changes are told by the names alone, as a reason may count attempts.
   */
  next(nowDown: readonly string[], problems: readonly string[] = nowDown): string | undefined {
    const sorted = [...nowDown].sort();
    if (sorted.join() === this.down.join()) return undefined;
    this.down = sorted;
    return sorted.length === 0 ? 'everything is up again' : `down: ${[...problems].sort().join(', ')}`;
  }
}

/** A failed health check: the controller logged it (on change), so the error filter does not again. */
export class HealthCheckFailed extends ServiceUnavailableException implements AlreadyLogged {
  readonly alreadyLogged = true;
}
