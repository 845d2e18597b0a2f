import { Inject, Injectable, Module, Optional, ServiceUnavailableException, type DynamicModule } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TerminusModule, type HealthCheckResult } from '@nestjs/terminus';
import { StorageConfig, type CommonConfig } from '../config/common.config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { OBJECT_STORE, type ObjectStore } from '../storage/object-store.js';
import type { ProbeAnswer, Probes } from './probe-server.js';
import { readinessChecks, type ReadinessTargets } from './readiness.js';

/** Where a service is in its life: ready only while serving. */
export type ServicePhase = 'starting' | 'serving' | 'stopping';

const PROBE_OPTIONS = Symbol('PROBE_OPTIONS');

interface ProbeOptions {
  service: ServiceName;
  config: CommonConfig;
}

/** Terminus results as the probes answer them: 503 names the checks that failed in `message` and `error`. */
export async function answerHealthCheck(run: () => Promise<HealthCheckResult>): Promise<ProbeAnswer> {
  try {
    return { status: 200, body: await run() };
  } catch (error) {
    if (!(error instanceof ServiceUnavailableException)) throw error;
    const result = error.getResponse() as HealthCheckResult;
    return { status: 503, body: { ...result, message: `Not ready: ${Object.keys(result.error ?? {}).join(', ')}` } };
  }
}

/**
 * A service's liveness (the process answers) and readiness: it is serving (not starting or
 * stopping), its broker connection is up (RabbitMQ), its document store answers, and so does its
 * object store when it uses one (a config with S3 settings: catalog, messaging).
 */
@Injectable()
export class ServiceProbes implements Probes {
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
    this.targets = { config, documents, objects: objectStoreOf(config, objects) };
  }

  setPhase(phase: ServicePhase): void {
    this.phase = phase;
  }

  live(): ProbeAnswer {
    return { status: 200, body: { status: 'ok', service: this.options.service, phase: this.phase } };
  }

  ready(): Promise<ProbeAnswer> {
    return answerHealthCheck(() =>
      this.health.check([
        () => {
          const service = this.indicators.check('service');
          return this.phase === 'serving' ? service.up() : service.down({ message: this.phase });
        },
        ...readinessChecks(this.indicators, this.targets),
      ]),
    );
  }
}

/** The object store a service uses: its own provider, or (messaging reads pictures only) one made on the first check. */
function objectStoreOf(config: CommonConfig, provided?: ObjectStore): (() => Promise<ObjectStore>) | undefined {
  if (provided) return () => Promise.resolve(provided);
  // Only a process configured for storage has an object store (every variable lands on the config object).
  if (!(config instanceof StorageConfig)) return undefined;
  let store: Promise<ObjectStore> | undefined;
  return () =>
    (store ??= import('../storage/minio-object-store.js').then(
      ({ MinioObjectStore }) => new MinioObjectStore(config as StorageConfig),
    ));
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
