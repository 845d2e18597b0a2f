import { Logger, ValidationPipe, type INestMicroservice, type LogLevel, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ValidationError } from 'class-validator';
import type { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import type { ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { ServiceExceptionFilter } from '../errors/service-exception.filter.js';
import { RmqAckInterceptor } from '../transport/rmq-ack.interceptor.js';
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
  if (config.TRANSPORT === 'rmq') {
    app.useGlobalInterceptors(new RmqAckInterceptor());
    tolerateBrokerChannelLoss();
  }
  app.enableShutdownHooks();
  await app.listen();
  new Logger('Bootstrap').log(`${service} service listening over ${config.TRANSPORT}`);
  return app;
}

/**
 * How amqplib rejects work on a channel the broker took away: a call waiting for its reply
 * ('Channel ended…') and a publish waiting for its confirm ('channel closed').
 */
const CHANNEL_LOSS_MESSAGES = new Set(['Channel ended, no reply will be forthcoming', 'channel closed']);
let channelLossTolerated = false;

/**
 * Nest's RabbitMQ server sends replies without awaiting them (`sendToQueue` on its confirm
 * channel); when the broker goes away amqplib rejects those promises and Node would end the
 * process on the unhandled rejection. The connection reconnects by itself, and a lost reply only
 * costs its caller a time-out (then a retry, deduplicated by Idempotency-Key), so exactly these
 * rejections are logged and ignored; any other still ends the process.
 */
function tolerateBrokerChannelLoss(): void {
  if (channelLossTolerated) return;
  channelLossTolerated = true;
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && CHANNEL_LOSS_MESSAGES.has(reason.message)) {
      new Logger('Bootstrap').warn(`Broker channel closed (${reason.message}); reconnecting`);
      return;
    }
    throw reason;
  });
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
