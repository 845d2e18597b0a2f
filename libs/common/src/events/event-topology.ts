import type { Channel } from 'amqp-connection-manager';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';

/** What the event backbone declares on RabbitMQ; RPC travels apart, on `<prefix>.rpc` (ADR 0007). */
export const eventNames = {
  exchange: (prefix: string) => `${prefix}.events`,
  /** Alternate exchange and queue of the events exchange: events no queue is bound to. */
  unrouted: (prefix: string) => `${prefix}.unrouted`,
  queue: (prefix: string, service: ServiceName) => `${prefix}.${service}.events`,
  retryQueue: (prefix: string, service: ServiceName, delayMs: number) =>
    `${prefix}.${service}.events.retry.${delayMs}ms`,
  parkedQueue: (prefix: string, service: ServiceName) => `${prefix}.${service}.events.parked`,
};

export const EVENT_HEADERS = {
  attempts: 'x-flowershop-attempts',
  error: 'x-flowershop-error',
  parkedAt: 'x-flowershop-parked-at',
} as const;

export function retryDelays(config: Pick<CommonConfig, 'EVENT_RETRY_DELAYS_MS'>): number[] {
  return config.EVENT_RETRY_DELAYS_MS.split(',').map(Number);
}

/** The events exchange with its alternate exchange, so an event no queue takes is kept, not dropped. */
export async function declareEventsExchange(channel: Channel, prefix: string): Promise<void> {
  const unrouted = eventNames.unrouted(prefix);
  await channel.assertExchange(unrouted, 'fanout', { durable: true });
  await channel.assertQueue(unrouted, { durable: true });
  await channel.bindQueue(unrouted, unrouted, '');
  await channel.assertExchange(eventNames.exchange(prefix), 'topic', {
    durable: true,
    alternateExchange: unrouted,
  });
}

export function tcpEventPatterns(service: ServiceName) {
  return { subscribe: `${service}.events.subscribe`, deliver: `${service}.events.deliver` };
}
