import {
  Injectable,
  Logger,
  Module,
  Optional,
  ValidationPipe,
  type DynamicModule,
  type INestMicroservice,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ValidationError } from 'class-validator';
import type { CommonConfig } from '../config/common.config.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { isPortInUse, portInUseMessage, type PortSetting } from '../config/ports.js';
import type { ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { ServiceExceptionFilter } from '../errors/service-exception.filter.js';
import { EventBackbone } from '../events/event-backbone.js';
import { startProbeServer, type ProbeServer } from '../health/probe-server.js';
import { ServiceProbes, ServiceProbesModule } from '../health/service-probes.js';
import { createAppLogger, logLevels } from '../logging/app-logger.js';
import { serverOptions, tcpPort, tcpPortSetting } from '../transport/transport-options.js';
import { EXIT_CONFIG } from './exit-codes.js';
import { keepCreatedFilesPrivate } from './private-files.js';
import { settleAfterStart } from './process-tuning.js';
import { stopOnSignals } from './shutdown-signals.js';
import { strictValidationPipe } from './strict-validation-pipe.js';

export { logLevels };

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid input';
}

/** Validation for message payloads: unknown fields and wrong types are refused, not stripped. */
export function servicePayloadPipe(service: ServiceName): ValidationPipe {
  return strictValidationPipe({
    exceptionFactory: (errors) => ServiceError.badRequest(service.toUpperCase(), firstMessage(errors)),
  });
}

/** The service's event consumer, if it has one (asking the app for a missing provider would end the process). */
@Injectable()
class EventIntake {
  constructor(@Optional() readonly backbone?: EventBackbone) {}
}

/** The service's own module with its probes beside it. */
function rootModule(service: ServiceName, module: DynamicModule, config: CommonConfig): DynamicModule {
  @Module({})
  class ServiceRootModule {}
  return {
    module: ServiceRootModule,
    imports: [module, ServiceProbesModule.forService(service, config)],
    providers: [EventIntake],
  };
}

/** Creates a service (its stores are opened, nothing is consumed yet) the same way everywhere. */
export async function createServiceApp(
  service: ServiceName,
  module: DynamicModule,
  config: CommonConfig,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(rootModule(service, module, config), {
    ...serverOptions(service, config),
    logger: createAppLogger(service, { format: config.LOG_FORMAT, level: config.LOG_LEVEL }),
  });
  app.useGlobalPipes(servicePayloadPipe(service));
  app.useGlobalFilters(new ServiceExceptionFilter(service.toUpperCase()));
  return app;
}

async function listenServiceApp(app: INestMicroservice, service: ServiceName, config: CommonConfig): Promise<void> {
  await app.listen();
  app.get(ServiceProbes).setPhase('serving');
  new Logger('Bootstrap').log(`${service} service listening over ${config.TRANSPORT}`);
}

/**
 * Creates and starts a service the same way in production, in `npm start` and in tests. In-process
 * tests stop it with `app.close()`; a process stops with `stopServiceApp` (see `runService`).
 */
export async function startServiceApp(
  service: ServiceName,
  module: DynamicModule,
  config: CommonConfig,
): Promise<INestMicroservice> {
  const app = await createServiceApp(service, module, config);
  await listenServiceApp(app, service, config);
  return app;
}

/**
 * Stops a service gently: no new requests or events (RPC consumer cancelled or TCP server closed,
 * event consumer cancelled: the queues keep what comes next for another instance), those already
 * taken finish within SHUTDOWN_GRACE_MS, then the app closes (the outbox relay's pass in progress,
 * the RPC client and event publisher, the AMQP connection, the document store).
 */
export async function stopServiceApp(app: INestMicroservice): Promise<void> {
  app.get(ServiceProbes).setPhase('stopping');
  await Promise.all([app.getTransportServer().close(), app.get(EventIntake).backbone?.stopConsuming()]);
  await app.close();
}

/**
 * Entry point of a service process: validates the environment, starts the app and its probes
 * (HEALTH_PORT), and on SIGTERM or SIGINT stops gently and exits 0.
 */
export async function runService<C extends CommonConfig>(
  service: ServiceName,
  ConfigClass: new () => C,
  moduleFor: (config: C) => DynamicModule,
): Promise<INestMicroservice> {
  const config = loadConfigOrExit(service, ConfigClass);
  keepCreatedFilesPrivate();
  return await serveService(service, moduleFor(config), config);
}

/**
 * Runs a service as its process: the probes first (live while it connects; ready once it serves),
 * then the app, until SIGTERM or SIGINT.
 */
export async function serveService(
  service: ServiceName,
  module: DynamicModule,
  config: CommonConfig,
): Promise<INestMicroservice> {
  // A signal may come while it starts: it stops whatever exists by then.
  const running: { app?: INestMicroservice; probes?: ProbeServer } = {};
  stopOnSignals(config.SHUTDOWN_GRACE_MS, async () => {
    if (running.app) await stopServiceApp(running.app);
    await running.probes?.close();
  });
  const app = (running.app = await createServiceApp(service, module, config));
  if (config.HEALTH_PORT > 0) {
    const probes = { setting: 'HEALTH_PORT', port: config.HEALTH_PORT };
    running.probes = await listenOrExit(service, probes, () => startProbeServer(probes.port, app.get(ServiceProbes)));
  }
  // Over RabbitMQ a service listens on no port of its own.
  const rpcPort = { setting: tcpPortSetting(service), port: tcpPort(service, config), host: config.SERVICE_HOST };
  await listenOrExit(service, rpcPort, () => listenServiceApp(app, service, config));
  settleAfterStart();
  return app;
}

/**
 * A bad environment stops the process with the list of problems, not a stack trace, and with
 * EXIT_CONFIG: a launcher or orchestrator can tell it from a crash that a restart may cure.
 */
export function loadConfigOrExit<C extends object>(processName: string, ConfigClass: new () => C): C {
  try {
    return loadConfig(ConfigClass);
  } catch (error) {
    console.error(`[${processName}] ${(error as Error).message}`);
    process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
  }
}

/**
 * Runs `listen`; when its port is taken, says which setting to change and exits EXIT_CONFIG
 * (a launcher or orchestrator then stops instead of restarting). Other failures are rethrown.
 */
export async function listenOrExit<T>(processName: string, port: PortSetting, listen: () => Promise<T>): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    console.error(`[${processName}] ${portInUseMessage(port)} Exiting with code ${EXIT_CONFIG}.`);
    process.exit(EXIT_CONFIG);
  }
}
