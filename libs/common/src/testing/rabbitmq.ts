import amqp from 'amqplib';
import { randomBytes } from 'node:crypto';
import { CommonConfig } from '../config/common.config.js';
import { SERVICE_NAMES } from '../contracts/services.js';
import { eventNames, retryDelays } from '../events/event-topology.js';

export const TEST_RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** A prefix of this run's own, so its exchange and queues never meet another run's. */
export function testRmqPrefix(): string {
  return `test-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * The environment of a service started in a test over the broker: its own prefix (delete it with
 * `deleteRmqPrefix(env.RMQ_PREFIX)`), data dir and quiet logs, plus the test's own settings.
 */
export function testRmqEnv(dataDir: string, settings: Record<string, string> = {}): Record<string, string> {
  return {
    TRANSPORT: 'rmq',
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    RMQ_PREFIX: testRmqPrefix(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ...settings,
  };
}

const DEFAULT_RETRY_DELAYS = new CommonConfig().EVENT_RETRY_DELAYS_MS;

/**
 * Deletes everything a test run declared under its prefix: the RPC and events exchanges, the
 * unrouted queue, and each service's RPC, event, retry (for the default delays and `extraRetryDelays`)
 * and parked queues.
 */
export async function deleteRmqPrefix(
  prefix: string,
  url = TEST_RABBITMQ_URL,
  extraRetryDelays?: string,
): Promise<void> {
  const delays = new Set(extraRetryDelays?.split(',').map(Number) ?? []);
  for (const delay of retryDelays({ EVENT_RETRY_DELAYS_MS: DEFAULT_RETRY_DELAYS })) delays.add(delay);
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const service of SERVICE_NAMES) {
      await channel.deleteQueue(`${prefix}.${service}`);
      await channel.deleteQueue(eventNames.queue(prefix, service));
      await channel.deleteQueue(eventNames.parkedQueue(prefix, service));
      for (const delay of delays) await channel.deleteQueue(eventNames.retryQueue(prefix, service, delay));
    }
    await channel.deleteQueue(eventNames.unrouted(prefix));
    await channel.deleteExchange(eventNames.exchange(prefix));
    await channel.deleteExchange(eventNames.unrouted(prefix));
    await channel.deleteExchange(`${prefix}.rpc`);
    await channel.close();
  } finally {
    await connection.close();
  }
}

/** True when a broker answers at the URL; suites that need one say so when it does not. */
export async function rabbitmqReachable(url = TEST_RABBITMQ_URL): Promise<boolean> {
  try {
    const connection = await amqp.connect(url);
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

/** How many consumers take from a queue right now (no management plugin needed: AMQP's queue.declare-ok). */
export async function queueConsumerCount(queue: string, url = TEST_RABBITMQ_URL): Promise<number> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    const { consumerCount } = await channel.checkQueue(queue);
    await channel.close();
    return consumerCount;
  } finally {
    await connection.close();
  }
}
