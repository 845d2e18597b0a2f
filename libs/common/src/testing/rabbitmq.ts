import amqp from 'amqplib';
import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES } from '../contracts/services.js';

export const TEST_RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** A prefix of this run's own, so its exchange and queues never meet another run's. */
export function testRmqPrefix(): string {
  return `test-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Deletes the exchange and service queues a test run created under its prefix. */
export async function deleteRmqPrefix(prefix: string, url = TEST_RABBITMQ_URL): Promise<void> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const service of SERVICE_NAMES) await channel.deleteQueue(`${prefix}.${service}`);
    await channel.deleteExchange(`${prefix}.events`);
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
