import { Logger, ValidationPipe, type INestMicroservice, type LogLevel, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ValidationError } from 'class-validator';
import type { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import type { ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { ServiceExceptionFilter } from '../errors/service-exception.filter.js';
import { serverOptions } from '../transport/transport-options.js';
import { keepCreatedFilesPrivate } from './private-files.js';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export function logLevels(level: CommonConfig['LOG_LEVEL'] = 'log'): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

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
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => ServiceError.badRequest(service.toUpperCase(), firstMessage(errors)),
  });
}

/** Creates and starts a service the same way in production, in `npm start` and in tests. */
export async function startServiceApp(
  service: ServiceName,
  module: DynamicModule,
  config: CommonConfig,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    ...serverOptions(service, config),
    logger: logLevels(config.LOG_LEVEL),
  });
  app.useGlobalPipes(servicePayloadPipe(service));
  app.useGlobalFilters(new ServiceExceptionFilter(service.toUpperCase()));
  app.enableShutdownHooks();
  await app.listen();
  new Logger('Bootstrap').log(`${service} service listening over ${config.TRANSPORT}`);
  return app;
}

/**
 * Entry point of a service process: validates the environment, then starts the app.
 */
export async function runService<C extends CommonConfig>(
  service: ServiceName,
  ConfigClass: new () => C,
  moduleFor: (config: C) => DynamicModule,
): Promise<INestMicroservice> {
  const config = loadConfigOrExit(service, ConfigClass);
  keepCreatedFilesPrivate();
  return await startServiceApp(service, moduleFor(config), config);
}

/** A bad environment stops the process with the list of problems, not a stack trace. */
export function loadConfigOrExit<C extends object>(processName: string, ConfigClass: new () => C): C {
  try {
    return loadConfig(ConfigClass);
  } catch (error) {
    console.error(`[${processName}] ${(error as Error).message}`);
    process.exit(1);
  }
}
