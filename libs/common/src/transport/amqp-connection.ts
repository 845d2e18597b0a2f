import { Logger } from '@nestjs/common';
import { createRequire } from 'node:module';
import type { AmqpConnectionManager } from 'amqp-connection-manager';
import type { Writable } from 'node:stream';
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

/** Why this process cannot connect to `url` right now, while it cannot (for health checks). */
export function amqpConnectionFailure(url: string): string | undefined {
  const entry = shared.get(url);
  return entry && !entry.manager.isConnected() ? entry.failure : undefined;
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
    manager.on('connect', ({ connection: model }) => {
      batchSocketWrites(model);
      connection.failure = undefined;
      logger.log('Broker connected');
    });
    entry = connection;
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

/** What batchSocketWrites reaches inside an amqplib connection (not in its typings). */
interface AmqplibInternals {
  connection?: { stream?: Writable; muxer?: { _readIncoming?: () => void } };
}

/**
 * amqplib queues each frame (a request, a reply, an ack) per channel and, on the next turn of
 * the event loop, hands them to the socket one write each: one system call per frame. Corking
 * the socket around that hand-over sends everything queued in one turn as one write (ADR 0011).
 * Nothing else changes: the same bytes in the same order, the same back-pressure (`write`
 * still says when the socket's buffer is full). Left alone if amqplib's insides ever change.
 */
function batchSocketWrites(model: unknown): void {
  const internals = (model as AmqplibInternals).connection;
  const stream = internals?.stream;
  const muxer = internals?.muxer;
  const handOver = muxer?._readIncoming;
  if (!stream || typeof stream.cork !== 'function' || !muxer || typeof handOver !== 'function') return;
  muxer._readIncoming = function corked(this: unknown) {
    stream.cork();
    try {
      handOver.call(this);
    } finally {
      stream.uncork();
    }
  };
}
