import type { ClientProxy, MicroserviceOptions } from '@nestjs/microservices';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { AmqpRpcClient } from './amqp-rpc-client.js';
import { AmqpRpcServer } from './amqp-rpc-server.js';
import { receiveCorrelation, sendCorrelation } from './rpc-correlation.js';
import { CalmTcpClient, DrainingTcpServer } from './tcp-transport.js';

export function tcpPortSetting(service: ServiceName): string {
  return `${service.toUpperCase()}_TCP_PORT`;
}

export function tcpPort(service: ServiceName, config: CommonConfig): number {
  return config[tcpPortSetting(service) as keyof CommonConfig] as number;
}

/** RPC has its own exchange, apart from `<prefix>.events`: a slow event handler never delays a request (ADR 0007). */
export function exchangeName(config: CommonConfig): string {
  return `${config.RMQ_PREFIX}.rpc`;
}

export function queueName(service: ServiceName, config: CommonConfig): string {
  return `${config.RMQ_PREFIX}.${service}`;
}

/** Both servers stop gently (SHUTDOWN_GRACE_MS) and run handlers under the caller's correlation id. */
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
  return { strategy: receiveCorrelation(server) };
}

/** How others reach a service: over RabbitMQ one client for every service (ADR 0011), over TCP one per service. */
export function createRpcClient(config: CommonConfig, service?: ServiceName): ClientProxy {
  if (config.TRANSPORT === 'rmq') {
    return sendCorrelation(new AmqpRpcClient({ url: config.RABBITMQ_URL, exchange: exchangeName(config) }));
  }
  if (!service) throw new Error('Over TCP a client is made for one service');
  // Nest types a TCP client's status more narrowly than the ClientProxy it is.
  const client = new CalmTcpClient({ host: config.SERVICE_HOST, port: tcpPort(service, config) }, service);
  return sendCorrelation(client as unknown as ClientProxy);
}
