import { Transport, type ClientOptions, type MicroserviceOptions } from '@nestjs/microservices';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';

const TCP_PORT_KEYS: Record<ServiceName, keyof CommonConfig> = {
  catalog: 'CATALOG_TCP_PORT',
  orders: 'ORDERS_TCP_PORT',
  identity: 'IDENTITY_TCP_PORT',
  messaging: 'MESSAGING_TCP_PORT',
};

export function tcpPort(service: ServiceName, config: CommonConfig): number {
  return config[TCP_PORT_KEYS[service]] as number;
}

/**
 * RPC requests travel on their own topic exchange, apart from events (`<prefix>.events`, see
 * event-topology.ts), so a slow event handler never delays a request (ADR 0007).
 */
export function exchangeName(config: CommonConfig): string {
  return `${config.RMQ_PREFIX}.rpc`;
}

export function queueName(service: ServiceName, config: CommonConfig): string {
  return `${config.RMQ_PREFIX}.${service}`;
}

/** How a service listens. RMQ: durable queue, manual ack, bounded prefetch. */
export function serverOptions(service: ServiceName, config: CommonConfig): MicroserviceOptions {
  if (config.TRANSPORT === 'rmq') {
    return {
      transport: Transport.RMQ,
      options: {
        urls: [config.RABBITMQ_URL],
        queue: queueName(service, config),
        queueOptions: { durable: true },
        exchange: exchangeName(config),
        exchangeType: 'topic',
        wildcards: true,
        noAck: false,
        prefetchCount: config.RMQ_PREFETCH,
        persistent: true,
        socketOptions: { reconnectTimeInSeconds: 2, heartbeatIntervalInSeconds: 10 },
      },
    } as MicroserviceOptions;
  }
  return {
    transport: Transport.TCP,
    options: { host: config.SERVICE_HOST, port: tcpPort(service, config) },
  };
}

/** How others reach a service. RMQ: publish persistent requests to the RPC exchange. */
export function clientOptions(service: ServiceName, config: CommonConfig): ClientOptions {
  if (config.TRANSPORT === 'rmq') {
    return {
      transport: Transport.RMQ,
      options: {
        urls: [config.RABBITMQ_URL],
        exchange: exchangeName(config),
        exchangeType: 'topic',
        wildcards: true,
        persistent: true,
        socketOptions: { reconnectTimeInSeconds: 2, heartbeatIntervalInSeconds: 10 },
      },
    } as ClientOptions;
  }
  return {
    transport: Transport.TCP,
    options: { host: config.SERVICE_HOST, port: tcpPort(service, config) },
  };
}
