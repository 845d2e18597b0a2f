import type { ClientProxy, MicroserviceOptions } from '@nestjs/microservices';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { AmqpRpcClient } from './amqp-rpc-client.js';
import { AmqpRpcServer } from './amqp-rpc-server.js';
import { CalmTcpClient } from './calm-tcp-client.js';
import { DrainingTcpServer } from './draining-tcp-server.js';
import { receiveCorrelation, sendCorrelation } from './rpc-correlation.js';

/** The setting that chooses a service's TCP port, e.g. `CATALOG_TCP_PORT`. */
export function tcpPortSetting(service: ServiceName): string {
  return `${service.toUpperCase()}_TCP_PORT`;
}

export function tcpPort(service: ServiceName, config: CommonConfig): number {
  return config[tcpPortSetting(service) as keyof CommonConfig] as number;
}

/**
 * RPC requests travel on their own topic exchange, apart from events (`<prefix>.events`, see
 * event-topology.ts), so a slow event handler never delays a request (ADR 0007, rpc-topology.ts).
 */
export function exchangeName(config: CommonConfig): string {
  return `${config.RMQ_PREFIX}.rpc`;
}

export function queueName(service: ServiceName, config: CommonConfig): string {
  return `${config.RMQ_PREFIX}.${service}`;
}

/**
 * How a service listens. RMQ: our transport strategy on the process's shared AMQP connection
 * (durable queue, acknowledged after the answer, bounded prefetch). TCP: Nest's TCP server that
 * drains on close. Handlers run under the correlation id their request carried.
 */
export function serverOptions(service: ServiceName, config: CommonConfig): MicroserviceOptions {
  const server =
    config.TRANSPORT === 'rmq'
      ? new AmqpRpcServer({
          url: config.RABBITMQ_URL,
          exchange: exchangeName(config),
          queue: queueName(service, config),
          prefetch: config.RMQ_RPC_PREFETCH,
          graceMs: config.SHUTDOWN_GRACE_MS,
        })
      : new DrainingTcpServer({ host: config.SERVICE_HOST, port: tcpPort(service, config) }, config.SHUTDOWN_GRACE_MS);
  // Both stop gently on close: no new requests, those taken finish (SHUTDOWN_GRACE_MS).
  return { strategy: receiveCorrelation(server) };
}

/**
 * How others reach a service. RMQ: transient requests to the RPC exchange (ADR 0011), on the shared
 * connection, one client for every service. TCP: one client per service. Each request carries the
 * caller's correlation id.
 */
export function createRpcClient(config: CommonConfig, service?: ServiceName): ClientProxy {
  if (config.TRANSPORT === 'rmq') {
    return sendCorrelation(new AmqpRpcClient({ url: config.RABBITMQ_URL, exchange: exchangeName(config) }));
  }
  if (!service) throw new Error('Over TCP a client is made for one service');
  // Nest types a TCP client's status more narrowly than the ClientProxy it is.
  const client = new CalmTcpClient({ host: config.SERVICE_HOST, port: tcpPort(service, config) }, service);
  return sendCorrelation(client as unknown as ClientProxy);
}
