import {
  Inject,
  Injectable,
  Logger,
  Module,
  Optional,
  ServiceUnavailableException,
  type DynamicModule,
} from '@nestjs/common';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HealthCheckService, HealthIndicatorService, TerminusModule, type HealthCheckResult } from '@nestjs/terminus';
import { StorageConfig, type CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { onDemandS3ObjectStore } from '../storage/object-store.module.js';
import { OBJECT_STORE, type ObjectStore } from '../storage/object-store.js';
import { readinessChecks, type ReadinessTargets } from './readiness.js';

/** Ready only while serving. */
type ServicePhase = 'starting' | 'serving' | 'stopping';

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
  private phase: ServicePhase = 'starting';
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
    objects ??= config instanceof StorageConfig ? onDemandS3ObjectStore(config) : undefined;
    this.targets = { config, documents, objects };
  }

  setPhase(phase: ServicePhase): void {
    this.phase = phase;
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

/**
 * A service's HTTP probes for Kubernetes and compose (a service has no HTTP server of its own), on
 * every interface (the kubelet probes the pod's address).
 */
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
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      listening();
    });
  });
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
