import { Logger } from '@nestjs/common';
import amqp, { type AmqpConnectionManager } from 'amqp-connection-manager';

interface SharedConnection {
  manager: AmqpConnectionManager;
  users: number;
}

const shared = new Map<string, SharedConnection>();
const logger = new Logger('Amqp');

/**
 * One AMQP connection per process and broker URL, shared by every event publisher and consumer in
 * it. amqp-connection-manager reconnects by itself after the broker restarts; channels re-run their
 * setup (topology, consumers) on each reconnect. Release it when done; the last user closes it.
 */
export function acquireAmqpConnection(url: string): { manager: AmqpConnectionManager; release(): Promise<void> } {
  let entry = shared.get(url);
  if (!entry) {
    const manager = amqp.connect([url], { heartbeatIntervalInSeconds: 10, reconnectTimeInSeconds: 1 });
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
