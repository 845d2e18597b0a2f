import { Logger } from '@nestjs/common';
import { createRequire } from 'node:module';
import type { AmqpConnectionManager } from 'amqp-connection-manager';

interface SharedConnection {
  manager: AmqpConnectionManager;
  users: number;
}

const shared = new Map<string, SharedConnection>();
const logger = new Logger('Amqp');

/**
 * Loaded on the first connection only: a process over TCP never loads amqplib (lean start-up).
 * Every other module names these packages in type positions only.
 */
function connectionManagerPackage(): typeof import('amqp-connection-manager') {
  return createRequire(import.meta.url)('amqp-connection-manager') as typeof import('amqp-connection-manager');
}

/**
 * Whether this process's connection to `url` is up: undefined when it holds none (nothing over
 * RabbitMQ started yet, or all released). For health checks; never opens a connection.
 */
export function amqpConnectionUp(url: string): boolean | undefined {
  return shared.get(url)?.manager.isConnected();
}

/**
 * One AMQP connection per process and broker URL, shared by everything that talks to the broker:
 * the RPC server and client, the event publisher and the event consumer. amqp-connection-manager
 * reconnects by itself after the broker restarts; channels re-run their setup (topology,
 * consumers) on each reconnect. Release it when done; the last user closes it.
 */
export function acquireAmqpConnection(url: string): { manager: AmqpConnectionManager; release(): Promise<void> } {
  let entry = shared.get(url);
  if (!entry) {
    const manager = connectionManagerPackage().connect([url], {
      heartbeatIntervalInSeconds: 10,
      reconnectTimeInSeconds: 1,
    });
    manager.on('disconnect', ({ err }) =>
      logger.warn(`Broker connection lost (${err?.message ?? 'closed'}), reconnecting`),
    );
    manager.on('connect', () => logger.log('Broker connected'));
    entry = { manager, users: 0 };
    shared.set(url, entry);
  }
  entry.users += 1;
  const held = entry;
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
