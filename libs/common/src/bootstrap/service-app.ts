import { Injectable, Logger, Module, Optional, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ValidationError } from 'class-validator';
import type { CommonConfig } from '../config/common.config.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { isPortInUse, portInUseMessage, type PortSetting } from '../config/ports.js';
import type { ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { ServiceExceptionFilter } from '../errors/service-exception.filter.js';
import { EventBackbone } from '../events/events.module.js';
import { ServiceProbes, ServiceProbesModule, startProbeServer, type ProbeServer } from '../health/service-probes.js';
import { createAppLogger } from '../logging/app-logger.js';
import { serverOptions, tcpPort, tcpPortSetting } from '../transport/service-clients.js';
import { CLEAN_UP_MARGIN_MS, EXIT_CONFIG } from './exit-codes.js';
import { settleAfterStart } from './process-tuning.js';
import { strictValidationPipe } from './strict-validation-pipe.js';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid input';
}

/** The service's event consumer, if it has one (asking the app for a missing provider would end the process). */
@Injectable()
class EventIntake {
  constructor(@Optional() readonly backbone?: EventBackbone) {}
}

/** Creates a service (its stores are opened, nothing is consumed yet) the same way everywhere. */
async function createServiceApp(service: ServiceName, module: DynamicModule, config: CommonConfig) {
  @Module({})
  class ServiceRootModule {}
  const root = {
    module: ServiceRootModule,
    imports: [module, ServiceProbesModule.forService(service, config)],
    providers: [EventIntake],
  };
  const app = await NestFactory.createMicroservice(root, {
    ...serverOptions(service, config),
    logger: createAppLogger(service, { format: config.LOG_FORMAT, level: config.LOG_LEVEL }),
  });
  // Message payloads: unknown fields and wrong types are refused, not stripped.
  const exceptionFactory = (errors: ValidationError[]) =>
    ServiceError.badRequest(service.toUpperCase(), firstMessage(errors));
  app.useGlobalPipes(strictValidationPipe({ exceptionFactory }));
  app.useGlobalFilters(new ServiceExceptionFilter(service.toUpperCase()));
  return app;
}

async function listenServiceApp(app: INestMicroservice, service: ServiceName, config: CommonConfig): Promise<void> {
  await app.listen();
  app.get(ServiceProbes).phase = 'serving';
  new Logger('Bootstrap').log(`${service} service listening over ${config.TRANSPORT}`);
}

/** The same start in production, `npm start` and tests; in-process tests stop it with `app.close()`. */
export async function startServiceApp(
  service: ServiceName,
  module: DynamicModule,
  config: CommonConfig,
): Promise<INestMicroservice> {
  const app = await createServiceApp(service, module, config);
  await listenServiceApp(app, service, config);
  return app;
}

/** Entry point of a service process. */
export async function runService<C extends CommonConfig>(
  service: ServiceName,
  ConfigClass: new () => C,
  moduleFor: (config: C) => DynamicModule,
): Promise<INestMicroservice> {
  const config = loadConfigOrExit(service, ConfigClass);
  keepCreatedFilesPrivate();
  return await serveService(service, moduleFor(config), config);
}

/** The probes first (live while it connects, ready once it serves), then the app, until SIGTERM or SIGINT. */
export async function serveService(
  service: ServiceName,
  module: DynamicModule,
  config: CommonConfig,
): Promise<INestMicroservice> {
  // A signal may come while it starts: it stops whatever exists by then. No new requests or events (the queues
  // keep them for another instance), those taken finish within SHUTDOWN_GRACE_MS, then the app (relay, store…) closes.
  const running: { app?: INestMicroservice; probes?: ProbeServer } = {};
  stopOnSignals(config.SHUTDOWN_GRACE_MS, async () => {
    const { app } = running;
    if (app) {
      app.get(ServiceProbes).phase = 'stopping';
      await Promise.all([app.getTransportServer().close(), app.get(EventIntake).backbone?.stopConsuming()]);
      await app.close();
    }
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

/** The list of problems, not a stack trace, and EXIT_CONFIG: a launcher tells it from a crash a restart may cure. */
export function loadConfigOrExit<C extends object>(processName: string, ConfigClass: new () => C): C {
  try {
    return loadConfig(ConfigClass);
  } catch (error) {
    console.error(`[${processName}] ${(error as Error).message}`);
    process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
  }
}

/** A taken port names the setting to change and exits EXIT_CONFIG (no restart); other failures are rethrown. */
export async function listenOrExit<T>(processName: string, port: PortSetting, listen: () => Promise<T>): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    console.error(`[${processName}] ${portInUseMessage(port)} Exiting with code ${EXIT_CONFIG}.`);
    process.exit(EXIT_CONFIG);
  }
}

/** Data files, secrets, mails and images readable by their owner only, whatever the login's umask (children inherit it). */
export function keepCreatedFilesPrivate(): void {
  process.umask(0o077);
}

/** Exits 0 once `stop` is done; 1 if it failed or outlived the grace period plus CLEAN_UP_MARGIN_MS. */
export function stopOnSignals(graceMs: number, stop: () => Promise<void>): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: taking no new work, finishing what is in flight (up to ${graceMs} ms)`);
    setTimeout(() => {
      logger.error(`Not stopped ${graceMs + CLEAN_UP_MARGIN_MS} ms after ${signal}; exiting now`);
      process.exit(1);
    }, graceMs + CLEAN_UP_MARGIN_MS).unref();
    stop().then(
      () => {
        logger.log('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Stopping failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
