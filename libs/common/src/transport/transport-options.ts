import type { ClientProxy, MicroserviceOptions } from '@nestjs/microservices';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { CalmTcpClient } from './calm-tcp-client.js';
import { DrainingTcpServer } from './draining-tcp-server.js';
import { receiveCorrelation, sendCorrelation } from './rpc-correlation.js';
import { RmqRpcClient } from './rmq-rpc-client.js';
import { RmqRpcServer } from './rmq-rpc-server.js';

/** The setting that chooses a service's TCP port, e.g. `CATALOG_TCP_PORT`. */
export function tcpPortSetting(service: ServiceName): string {
  return `${service.toUpperCase()}_TCP_PORT`;
}

export function tcpPort(service: ServiceName, config: CommonConfig): number {
  return config[tcpPortSetting(service) as keyof CommonConfig] as number;
}

/**
 * The broker connection of Nest's RMQ client and server (ADR 18): reconnects within a second, and
 * without Nagle's algorithm (amqplib leaves it on: the second small frame of a turn then waited
 * for the broker's delayed ack, ~40 ms a call; ADR 17).
 */
function socketOptions() {
  return { heartbeatIntervalInSeconds: 10, reconnectTimeInSeconds: 1, connectionOptions: { noDelay: true } };
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
 * How a service listens. RMQ: Nest's RMQ server (ADR 18): its durable queue bound to each of its
 * patterns on the RPC topic exchange, requests acknowledged after the answer, bounded prefetch. TCP: Nest's TCP server that
 * drains on close. Handlers run under the correlation id their request carried.
 */
export function serverOptions(service: ServiceName, config: CommonConfig): MicroserviceOptions {
  const server =
    config.TRANSPORT === 'rmq'
      ? new RmqRpcServer(
          {
            urls: [config.RABBITMQ_URL],
            queue: queueName(service, config),
            queueOptions: { durable: true },
            exchange: exchangeName(config),
            exchangeType: 'topic',
            wildcards: true,
            prefetchCount: config.RMQ_RPC_PREFETCH,
            socketOptions: socketOptions(),
          },
          config.SHUTDOWN_GRACE_MS,
        )
      : new DrainingTcpServer({ host: config.SERVICE_HOST, port: tcpPort(service, config) }, config.SHUTDOWN_GRACE_MS);
  // Both stop gently on close: no new requests, those taken finish (SHUTDOWN_GRACE_MS).
  return { strategy: receiveCorrelation(server) };
}

/**
 * How others reach a service. RMQ: Nest's RMQ client, transient requests to the RPC exchange with
 * the pattern as routing key, answers by direct reply-to, one client for every service (ADR 18;
 * ServiceClients adds each request's expiration and correlation header). TCP: one client per
 * service; each request carries the caller's correlation id.
 */
export function createRpcClient(config: CommonConfig, service?: ServiceName): ClientProxy {
  if (config.TRANSPORT === 'rmq') {
    // Nest types an RMQ client's status more narrowly than the ClientProxy it is.
    const client = new RmqRpcClient({
      urls: [config.RABBITMQ_URL],
      exchange: exchangeName(config),
      exchangeType: 'topic',
      wildcards: true,
      persistent: false,
      socketOptions: socketOptions(),
    });
    return client as unknown as ClientProxy;
  }
  if (!service) throw new Error('Over TCP a client is made for one service');
  // Nest types a TCP client's status more narrowly than the ClientProxy it is.
  const client = new CalmTcpClient({ host: config.SERVICE_HOST, port: tcpPort(service, config) }, service);
  return sendCorrelation(client as unknown as ClientProxy);
}
