import type { HealthIndicatorFunction, HealthIndicatorService } from '@nestjs/terminus';
import type { CommonConfig } from '../config/common.config.js';
import type { DocumentStore } from '../persistence/document-store.js';
import type { ObjectStore } from '../storage/object-store.js';
import { amqpConnectionFailure, amqpConnectionUp } from '../transport/amqp-connection.js';

/** A check that has not answered by then counts as down (a probe must answer within its own time-out). */
const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessTargets {
  config: Pick<CommonConfig, 'TRANSPORT' | 'RABBITMQ_URL'>;
  documents?: DocumentStore;
  objects?: ObjectStore;
}

/**
 * `broker` (the process's AMQP connection, over RabbitMQ only), `documents` (reads and writes) and
 * `objects` (a lookup in the bucket), each down with the reason, also past CHECK_TIMEOUT_MS.
 */
export function readinessChecks(
  indicators: HealthIndicatorService,
  targets: ReadinessTargets,
): HealthIndicatorFunction[] {
  const checks: HealthIndicatorFunction[] = [];
  const { config, documents, objects } = targets;
  if (config.TRANSPORT === 'rmq') {
    checks.push(() => {
      const broker = indicators.check('broker');
      const up = amqpConnectionUp(config.RABBITMQ_URL);
      if (up) return broker.up();
      // The reason, when an attempt failed: "reconnecting" said nothing of a wrong password.
      const failure = amqpConnectionFailure(config.RABBITMQ_URL);
      if (failure) return broker.down({ message: `Cannot connect: ${failure}` });
      return broker.down({ message: up === undefined ? 'Not connected yet' : 'Connection lost, reconnecting' });
    });
  }
  if (documents) {
    checks.push(() => timed(indicators, 'documents', () => documents.ping()));
  }
  if (objects) {
    checks.push(() =>
      timed(indicators, 'objects', async () => {
        await objects.exists('health-probe');
      }),
    );
  }
  return checks;
}

async function timed(indicators: HealthIndicatorService, key: string, check: () => Promise<void>) {
  const indicator = indicators.check(key);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return indicator.up();
  } catch (error) {
    return indicator.down({ message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
  }
}
