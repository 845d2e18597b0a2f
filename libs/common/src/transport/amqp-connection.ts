import { Logger } from '@nestjs/common';
import { createRequire } from 'node:module';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import { brokerAddressForLogs } from './broker-address.js';

interface SharedConnection {
  manager: AmqpConnectionManager;
  users: number;
  /** Why the last attempt to connect failed (wrong password, no broker there), until one succeeds. */
  failure?: string;
}

const shared = new Map<string, SharedConnection>();
const logger = new Logger('Amqp');

/** A connect failure that keeps happening (an attempt a second) is logged again this often. */
const REPEATED_FAILURE_LOG_MS = 60_000;

/** For health checks, never opening a connection: undefined while this process holds none to `url`. */
export function amqpConnectionUp(url: string): boolean | undefined {
  return shared.get(url)?.manager.isConnected();
}

/** Why this process cannot connect to `url`, while it cannot (for health checks). */
export function amqpConnectionFailure(url: string): string | undefined {
  const entry = shared.get(url);
  return entry && !entry.manager.isConnected() ? entry.failure : undefined;
}

/** One AMQP connection per process and broker URL, for RPC and events; the last user to release it closes it. */
export function acquireAmqpConnection(url: string): { manager: AmqpConnectionManager; release(): Promise<void> } {
  const held = shared.get(url) ?? connect(url);
  held.users += 1;
  let released = false;
  return {
    manager: held.manager,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      shared.delete(url);
      await held.manager.close();
    },
  };
}

function connect(url: string): SharedConnection {
  // Loaded on the first connection only (lean start-up over TCP); other modules use its types only.
  const amqp = createRequire(import.meta.url)('amqp-connection-manager') as typeof import('amqp-connection-manager');
  const manager = amqp.connect([url], {
    heartbeatIntervalInSeconds: 10,
    reconnectTimeInSeconds: 1,
    // amqplib leaves Nagle's algorithm on: the second small frame of a turn then waited for
    // the broker's delayed ack, ~40 ms a call (uncached RPC 1k calls/s against 7–24k; ADR 17).
    connectionOptions: { noDelay: true },
  });
  const connection: SharedConnection = { manager, users: 0 };
  manager.on('disconnect', ({ err }) =>
    logger.warn(`Broker connection lost (${err?.message ?? 'closed'}), reconnecting`),
  );
  // Without this a wrong password or host left the process waiting for ever, saying nothing.
  let loggedAt = 0;
  manager.on('connectFailed', ({ err }) => {
    const reason = err?.message || 'unknown error'; // amqplib's reasons hold no credentials
    if (reason !== connection.failure || Date.now() - loggedAt >= REPEATED_FAILURE_LOG_MS) {
      logger.warn(
        `Cannot connect to the broker at ${brokerAddressForLogs(url)} (RABBITMQ_URL): ${reason}; trying again`,
      );
      loggedAt = Date.now();
    }
    connection.failure = reason;
  });
  manager.on('connect', () => {
    connection.failure = undefined;
    logger.log('Broker connected');
  });
  shared.set(url, connection);
  return connection;
}
