import { Logger } from '@nestjs/common';
import { ClientProxyFactory, RmqRecordBuilder, type ClientProxy } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
import type { CommonConfig } from '../config/common.config.js';
import { EVENT_SUBSCRIBERS } from '../contracts/event-subscribers.js';
import { SERVICE_NAMES, type ServiceName } from '../contracts/services.js';
import { isServiceErrorBody } from '../errors/service-error.js';
import { ServiceCallError } from './service-call-error.js';
import { clientOptions } from './transport-options.js';

const UNAVAILABLE_HINTS = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'Connection closed',
  'Connection lost',
  'no matching message handler',
];

/**
 * The one way code talks to another service: request/response with a time-out, and events.
 * Failures always come back as ServiceCallError with an HTTP-ready status; a call never hangs.
 */
export class ServiceClients {
  private readonly logger = new Logger('ServiceClients');
  private readonly clients = new Map<ServiceName, ClientProxy>();

  constructor(private readonly config: CommonConfig) {}

  async send<TResult>(service: ServiceName, pattern: string, payload: unknown, timeoutMs?: number): Promise<TResult> {
    const limit = timeoutMs ?? this.config.RPC_TIMEOUT_MS;
    // On RabbitMQ an unanswered request must not run later, after the caller has given up.
    const data =
      this.config.TRANSPORT === 'rmq'
        ? new RmqRecordBuilder(payload).setOptions({ expiration: String(limit) }).build()
        : payload;
    try {
      return await firstValueFrom(this.client(service).send<TResult>(pattern, data).pipe(timeout(limit)));
    } catch (error) {
      throw this.translate(service, error);
    }
  }

  /** Publishes a past-tense event to every consumer; resolves once the transport accepted it. */
  async publish(event: string, payload: unknown): Promise<void> {
    const targets: readonly ServiceName[] =
      this.config.TRANSPORT === 'rmq'
        ? [SERVICE_NAMES[0]] // the topic exchange fans out by binding
        : (EVENT_SUBSCRIBERS[event] ?? []);
    await Promise.all(
      targets.map(async (service) => {
        try {
          await firstValueFrom(this.client(service).emit(event, payload).pipe(timeout(this.config.RPC_TIMEOUT_MS)), {
            defaultValue: undefined,
          });
        } catch (error) {
          throw this.translate(service, error);
        }
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((client) => client.close()));
    this.clients.clear();
  }

  private client(service: ServiceName): ClientProxy {
    let client = this.clients.get(service);
    if (!client) {
      client = ClientProxyFactory.create(clientOptions(service, this.config));
      this.clients.set(service, client);
    }
    return client;
  }

  private translate(service: ServiceName, error: unknown): ServiceCallError {
    if (error instanceof ServiceCallError) return error;
    if (error instanceof TimeoutError) {
      return new ServiceCallError('GATEWAY.TIMEOUT', `The ${service} service did not answer in time`, 504);
    }
    if (isServiceErrorBody(error)) return new ServiceCallError(error.code, error.message, error.status);
    const text = describeError(error);
    if (UNAVAILABLE_HINTS.some((hint) => text.includes(hint))) {
      return new ServiceCallError('GATEWAY.UNAVAILABLE', `The ${service} service is unavailable`, 503);
    }
    this.logger.error(`Call to ${service} failed: ${text}`);
    return new ServiceCallError('GATEWAY.UPSTREAM_ERROR', `The ${service} service failed`, 502);
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
