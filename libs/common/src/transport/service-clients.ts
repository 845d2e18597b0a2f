import {
  Global,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ClientProxy, MicroserviceOptions } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
import type { CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { isServiceErrorBody, type ServiceErrorBody, type ServiceErrorExtras } from '../errors/service-error.js';
import { AmqpRpcClient, AmqpRpcRequest } from './amqp-rpc-client.js';
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

const UNAVAILABLE = /ECONNREFUSED|ECONNRESET|EPIPE|Connection closed|Connection lost|no matching message handler/;

/** A service call that failed; `status` is already the HTTP status the caller should answer. */
export class ServiceCallError extends Error implements ServiceErrorBody {
  override name = 'ServiceCallError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extras: ServiceErrorExtras = {},
  ) {
    super(message);
  }

  get retryAfter(): number | undefined {
    return this.extras.retryAfter;
  }

  get details(): unknown {
    return this.extras.details;
  }
}

/** The one way to ask another service (events: EventOutbox); a call never hangs, and fails as ServiceCallError. */
export class ServiceClients implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ServiceClients');
  private readonly clients = new Map<string, ClientProxy>();

  constructor(private readonly config: CommonConfig) {}

  async send<TResult>(service: ServiceName, pattern: string, payload: unknown, timeoutMs?: number): Promise<TResult> {
    const limit = timeoutMs ?? this.config.RPC_TIMEOUT_MS;
    // On RabbitMQ an unanswered request must not run later, after the caller has given up.
    const data = this.config.TRANSPORT === 'rmq' ? new AmqpRpcRequest(payload, limit) : payload;
    try {
      return await firstValueFrom(this.client(service).send<TResult>(pattern, data).pipe(timeout(limit)));
    } catch (error) {
      throw this.translate(service, error);
    }
  }

  /** Over RabbitMQ the connection opens at start, so readiness tells whether the broker is reachable. */
  onApplicationBootstrap(): void {
    if (this.config.TRANSPORT === 'rmq') void this.client().connect();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((client) => client.close()));
    this.clients.clear();
  }

  private client(service?: ServiceName): ClientProxy {
    const key = this.config.TRANSPORT === 'rmq' ? 'rmq' : service!;
    let client = this.clients.get(key);
    if (!client) {
      client = createRpcClient(this.config, service);
      this.clients.set(key, client);
    }
    return client;
  }

  private translate(service: ServiceName, error: unknown): ServiceCallError {
    if (error instanceof ServiceCallError) return error;
    if (error instanceof TimeoutError) {
      return new ServiceCallError('GATEWAY.TIMEOUT', `The ${service} service did not answer in time`, 504);
    }
    if (isServiceErrorBody(error)) {
      const { retryAfter, details } = error;
      return new ServiceCallError(error.code, error.message, error.status, {
        ...(typeof retryAfter === 'number' && { retryAfter }),
        ...(details !== undefined && { details }),
      });
    }
    const text = describeError(error);
    if (UNAVAILABLE.test(text)) {
      return new ServiceCallError('GATEWAY.UNAVAILABLE', `The ${service} service is unavailable`, 503);
    }
    this.logger.error(`Call to ${service} failed: ${text}`);
    return new ServiceCallError('GATEWAY.UPSTREAM_ERROR', `The ${service} service failed`, 502);
  }
}

/** One ServiceClients for a whole process (gateway or service), opened at start and closed with the app. */
@Global()
@Module({})
export class ServiceClientsModule {
  static forRoot(config: CommonConfig): DynamicModule {
    return {
      module: ServiceClientsModule,
      providers: [{ provide: ServiceClients, useFactory: () => new ServiceClients(config) }],
      exports: [ServiceClients],
    };
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.message} ${(error as NodeJS.ErrnoException).code ?? ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
