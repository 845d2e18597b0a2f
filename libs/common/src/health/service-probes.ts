import {
  Controller,
  Inject,
  Injectable,
  Logger,
  Module,
  Optional,
  ServiceUnavailableException,
  type DynamicModule,
  type Type,
} from '@nestjs/common';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MessagePattern } from '@nestjs/microservices';
import { HealthCheckService, HealthIndicatorService, TerminusModule, type HealthCheckResult } from '@nestjs/terminus';
import type { HealthIndicatorFunction } from '@nestjs/terminus';
import { StorageConfig, type CommonConfig } from '../config/common.config.js';
import { healthPattern, type HealthPong, type ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { MinioObjectStore } from '../storage/minio-object-store.js';
import { OBJECT_STORE, type ObjectStore } from '../storage/object-store.js';
import { amqpConnectionFailure, amqpConnectionUp } from '../transport/amqp-connection.js';

/** A check that has not answered by then counts as down (a probe must answer within its own time-out). */
const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessTargets {
  config: Pick<CommonConfig, 'TRANSPORT' | 'RABBITMQ_URL'>;
  documents?: DocumentStore;
  objects?: ObjectStore;
}

/**
 * `broker` (the process's AMQP connection, over RabbitMQ only), `documents` (reads and writes) and
 * `objects` (a lookup in the bucket), each down with the reason, also past CHECK_TIMEOUT_MS.
 */
export function readinessChecks(
  indicators: HealthIndicatorService,
  targets: ReadinessTargets,
): HealthIndicatorFunction[] {
  const checks: HealthIndicatorFunction[] = [];
  const { config, documents, objects } = targets;
  if (config.TRANSPORT === 'rmq') {
    checks.push(() => {
      const broker = indicators.check('broker');
      const up = amqpConnectionUp(config.RABBITMQ_URL);
      if (up) return broker.up();
      // The reason, when an attempt failed: "reconnecting" said nothing of a wrong password.
      const failure = amqpConnectionFailure(config.RABBITMQ_URL);
      if (failure) return broker.down({ message: `Cannot connect: ${failure}` });
      return broker.down({ message: up === undefined ? 'Not connected yet' : 'Connection lost, reconnecting' });
    });
  }
  if (documents) checks.push(() => timed(indicators, 'documents', () => documents.ping()));
  if (objects) checks.push(() => timed(indicators, 'objects', () => objects.exists('health-probe')));
  return checks;
}

async function timed(indicators: HealthIndicatorService, key: string, check: () => Promise<unknown>) {
  const indicator = indicators.check(key);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return indicator.up();
  } catch (error) {
    return indicator.down({ message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
  }
}

const PROBE_OPTIONS = Symbol('PROBE_OPTIONS');

export interface ProbeAnswer {
  status: number;
  body: unknown;
}

interface ProbeOptions {
  service: ServiceName;
  config: CommonConfig;
}

/** Liveness (the process answers) and readiness: serving, and what it depends on answers (`readinessChecks`). */
@Injectable()
export class ServiceProbes {
  /** Ready only while serving. */
  phase: 'starting' | 'serving' | 'stopping' = 'starting';
  private readonly targets: ReadinessTargets;

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(PROBE_OPTIONS) private readonly options: ProbeOptions,
    @Optional() @Inject(DOCUMENT_STORE) documents?: DocumentStore,
    @Optional() @Inject(OBJECT_STORE) objects?: ObjectStore,
  ) {
    const { config } = options;
    // Messaging reads pictures without an object-store provider; every variable lands on the config object.
    objects ??= config instanceof StorageConfig ? new MinioObjectStore(config) : undefined;
    this.targets = { config, documents, objects };
  }

  live(): ProbeAnswer {
    return { status: 200, body: { status: 'ok', service: this.options.service, phase: this.phase } };
  }

  /** 503 names the checks that failed in `message` and `error`. */
  async ready(): Promise<ProbeAnswer> {
    try {
      const body = await this.health.check([
        () => {
          const service = this.indicators.check('service');
          return this.phase === 'serving' ? service.up() : service.down({ message: this.phase });
        },
        ...readinessChecks(this.indicators, this.targets),
      ]);
      return { status: 200, body };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      return { status: 503, body: { ...result, message: `Not ready: ${Object.keys(result.error ?? {}).join(', ')}` } };
    }
  }
}

/** Added to every service's root module by `startServiceApp`. */
@Module({})
export class ServiceProbesModule {
  static forService(service: ServiceName, config: CommonConfig): DynamicModule {
    return {
      module: ServiceProbesModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      providers: [{ provide: PROBE_OPTIONS, useValue: { service, config } }, ServiceProbes],
      exports: [ServiceProbes],
    };
  }
}

const PROBE_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

export interface ProbeServer {
  port: number;
  close(): Promise<void>;
}

/** HTTP probes (a service has no HTTP server of its own), on every interface: the kubelet probes the pod's address. */
export async function startProbeServer(port: number, probes: ServiceProbes): Promise<ProbeServer> {
  const logger = new Logger('Health');
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = async (): Promise<ProbeAnswer> => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, body: { message: 'GET only' } };
      if (path === PROBE_PATHS.live) return probes.live();
      if (path === PROBE_PATHS.ready) return await probes.ready();
      return { status: 404, body: { message: `Probes: ${PROBE_PATHS.live}, ${PROBE_PATHS.ready}` } };
    };
    answer().then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
      },
      (error: unknown) => {
        logger.error(`Probe ${path} failed: ${String(error)}`);
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Probe failed' }));
      },
    );
  });
  await once(server.listen(port), 'listening'); // rejects on 'error' (EADDRINUSE)
  const bound = (server.address() as AddressInfo).port;
  logger.log(`Probes on port ${bound}: ${PROBE_PATHS.live}, ${PROBE_PATHS.ready}`);
  return {
    port: bound,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}

/** A service's own check for its health ping (messaging's: mail stopped going out); answers from memory, at once. */
export interface ServiceHealthCheck {
  problem(): string | undefined;
}

export const SERVICE_HEALTH_CHECK = Symbol('SERVICE_HEALTH_CHECK');

/**
 * `<service>.health.ping`, which the gateway's /api/health asks: failing, and why, while the store
 * refuses writes (a full disk: reads served, every write a 503) or the service's own check fails.
 */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthMsController {
    constructor(
      @Optional() @Inject(DOCUMENT_STORE) private readonly documents?: DocumentStore,
      @Optional() @Inject(SERVICE_HEALTH_CHECK) private readonly ownCheck?: ServiceHealthCheck,
    ) {}

    @MessagePattern(healthPattern(service))
    ping(): HealthPong {
      // No read of the store: the gateway asks every service on each /api/health, and a slow
      // database must not make it time out (readiness, on HEALTH_PORT, does read).
      const storeProblem = this.documents?.writeProblem();
      const problem = storeProblem ? `Data store: ${storeProblem}` : this.ownCheck?.problem();
      return problem ? { service, status: 'failing', problem } : { service, status: 'ok' };
    }
  }
  return HealthMsController;
}
