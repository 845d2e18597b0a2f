import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import pino from 'pino';
import { currentCorrelationId } from './correlation.js';
import type { CommonConfig } from '../config/common.config.js';

/** Most severe first (Nest's names). */
const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
type ConfiguredLevel = NonNullable<CommonConfig['LOG_LEVEL']>;

/** Every level at or above `level`. */
export function logLevels(level: ConfiguredLevel = 'log'): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

const PINO_LEVELS: Record<LogLevel, pino.Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

export interface AppLoggerOptions {
  format?: CommonConfig['LOG_FORMAT'];
  level?: ConfiguredLevel;
  /** JSON only, for tests: instead of stdout/stderr. */
  destination?: pino.DestinationStream;
}

/**
 * `json`: a pino object per line (`level`, `time`, `service`, `context`, `message`, `correlationId`), warnings
 * and errors on stderr, synchronously so nothing is lost on exit. `pretty`: Nest's console lines with the request id.
 */
export function createAppLogger(processName: string, options: AppLoggerOptions = {}): LoggerService {
  const level = options.level ?? 'log';
  if (options.format === 'pretty') return new PrettyLogger({ logLevels: logLevels(level) });
  const streams =
    options.destination ??
    pino.multistream(
      [
        { level: 'trace', stream: pino.destination({ fd: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ fd: 2, sync: true }) },
      ],
      { dedupe: true },
    );
  return new PinoLoggerService(
    pino(
      {
        level: PINO_LEVELS[level],
        base: { service: processName },
        messageKey: 'message',
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => {
          const correlationId = currentCorrelationId();
          return correlationId === undefined ? {} : { correlationId };
        },
      },
      streams,
    ),
  );
}

/** A stack trace as Nest's loggers recognise one (an error's second argument). */
const STACK = /^(.)+\n\s+at .+:\d+:\d+/;

/** Nest's LoggerService on pino; Nest passes the logger's context as the last argument. */
export class PinoLoggerService implements LoggerService {
  constructor(readonly pino: pino.Logger) {}

  log = (message: unknown, ...params: unknown[]) => this.write('log', message, params);
  error = (message: unknown, ...params: unknown[]) => this.write('error', message, params);
  warn = (message: unknown, ...params: unknown[]) => this.write('warn', message, params);
  debug = (message: unknown, ...params: unknown[]) => this.write('debug', message, params);
  verbose = (message: unknown, ...params: unknown[]) => this.write('verbose', message, params);
  fatal = (message: unknown, ...params: unknown[]) => this.write('fatal', message, params);

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    const pinoLevel = PINO_LEVELS[level];
    if (!this.pino.isLevelEnabled(pinoLevel)) return;
    const fields: Record<string, unknown> = {};
    if ((level === 'error' || level === 'fatal') && rest.length > 0) {
      // (message, stack, context), (message, stack) or (message, context).
      const stackFirst =
        rest.length >= 2 || rest[0] === undefined || (typeof rest[0] === 'string' && STACK.test(rest[0]));
      if (stackFirst) {
        const stack = rest.shift();
        if (typeof stack === 'string') fields.stack = stack;
      }
    }
    if (typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    if (rest.length > 0) fields.params = rest;
    if (message instanceof Error) fields.stack ??= message.stack;
    this.pino[pinoLevel](fields, messageText(message));
  }
}

class PrettyLogger extends ConsoleLogger {
  protected override formatContext(context: string): string {
    const id = currentCorrelationId();
    return id === undefined ? super.formatContext(context) : `${super.formatContext(context)}{${id}} `;
  }
}

function messageText(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
