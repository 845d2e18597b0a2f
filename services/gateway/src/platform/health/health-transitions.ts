import { ServiceUnavailableException } from '@nestjs/common';

/** Only changes are logged: probes poll every few seconds (the launcher every 300 ms), burying the line that mattered. */
export class HealthTransitions {
  private down: string[] = [];

  /**
   * `problems` say why each is down: one that answers can be down too (its disk, its mail), and the line
   * must not send the operator to restart it. Changes go by names alone: a reason may count attempts.
   */
  next(nowDown: readonly string[], problems: readonly string[] = nowDown): string | undefined {
    const sorted = [...nowDown].sort();
    if (sorted.join() === this.down.join()) return undefined;
    this.down = sorted;
    return sorted.length === 0 ? 'everything is up again' : `down: ${[...problems].sort().join(', ')}`;
  }
}

/** A failed health check: the controller logged it (on change), so the error filter does not again. */
export class HealthCheckFailed extends ServiceUnavailableException {}
