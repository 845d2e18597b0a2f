import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, ValidateIf } from 'class-validator';
import { DEFAULT_HTTP_PORTS, DEFAULT_TCP_PORTS } from './ports.js';

export const TRANSPORTS = ['tcp', 'rmq'] as const;
export type TransportKind = (typeof TRANSPORTS)[number];
export const DB_DRIVERS = ['embedded', 'mongo'] as const;
export type DbDriver = (typeof DB_DRIVERS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

/** A whole number from the environment, at least `min` (and at most `max`), with class-validator's messages unless one is given. */
export function IntSetting(min: number, max?: number, message?: string): PropertyDecorator {
  const options = message === undefined ? undefined : { message };
  const limits = max === undefined ? [Min(min, options)] : [Min(min, options), Max(max, options)];
  // Applied bottom-up, as stacked decorators are, so the problems are listed in the same order.
  const stacked = [Type(() => Number), IsInt(options), ...limits].reverse();
  return (target, key) => stacked.forEach((decorate) => decorate(target, key as string));
}

/** Settings every process shares; the names match the README table. */
export class CommonConfig {
  @IsIn(TRANSPORTS, { message: 'TRANSPORT must be one of: tcp, rmq' })
  TRANSPORT: TransportKind = 'tcp';

  @ValidateIf((c: CommonConfig) => c.TRANSPORT === 'rmq')
  @IsUrl({ protocols: ['amqp', 'amqps'], require_tld: false }, { message: 'RABBITMQ_URL must be an amqp:// URL' })
  RABBITMQ_URL = 'amqp://guest:guest@127.0.0.1:5672';

  /** Prefix of exchange and queue names; tests use their own so runs never share queues. */
  @IsString()
  RMQ_PREFIX = 'flowershop';

  @IntSetting(1, 1000)
  RMQ_PREFETCH = 16;

  /**
   * Requests a service's RPC consumer holds unanswered. Above RMQ_PREFETCH: one is answered in about
   * a millisecond, and a window of 16 left the service idle while acks travelled (ADR 0011).
   */
  @IntSetting(1, 1000)
  RMQ_RPC_PREFETCH = 128;

  /** Pauses before each retry of a failed event handler (ms, comma-separated); then it is parked. */
  @Matches(/^\d+(,\d+)*$/, {
    message: 'EVENT_RETRY_DELAYS_MS must be comma-separated milliseconds, e.g. 1000,5000,30000',
  })
  EVENT_RETRY_DELAYS_MS = '1000,5000,30000';

  /** How often the outbox relay looks for events not yet published (ms). */
  @IntSetting(50, 600000)
  EVENT_RELAY_INTERVAL_MS = 5000;

  /** Host the TCP services listen on and are reached at. */
  @IsString()
  SERVICE_HOST = '127.0.0.1';

  @IntSetting(1, 65535)
  CATALOG_TCP_PORT: number = DEFAULT_TCP_PORTS.CATALOG_TCP_PORT;

  @IntSetting(1, 65535)
  ORDERS_TCP_PORT: number = DEFAULT_TCP_PORTS.ORDERS_TCP_PORT;

  @IntSetting(1, 65535)
  IDENTITY_TCP_PORT: number = DEFAULT_TCP_PORTS.IDENTITY_TCP_PORT;

  @IntSetting(1, 65535)
  MESSAGING_TCP_PORT: number = DEFAULT_TCP_PORTS.MESSAGING_TCP_PORT;

  @IsIn(DB_DRIVERS, { message: 'DB_DRIVER must be one of: embedded, mongo' })
  DB_DRIVER: DbDriver = 'embedded';

  @ValidateIf((c: CommonConfig) => c.DB_DRIVER === 'mongo')
  @IsString({ message: 'MONGO_URL is required when DB_DRIVER=mongo' })
  // Here, not by the driver, whose parse error was a crash restarted for ever instead of exit 78.
  // Never echoes the value, which holds a password.
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, {
    message:
      'MONGO_URL must be a mongodb:// or mongodb+srv:// URL, like mongodb://user:password@mongodb:27017/?authSource=admin',
  })
  MONGO_URL?: string;

  /** Each service's database is `<prefix>_<service>`; tests use their own so runs never share data. */
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'MONGO_DB_PREFIX must be 1-40 letters, digits, _ or -' })
  MONGO_DB_PREFIX = 'flowershop';

  @IsString()
  DATA_DIR = './data';

  /** Time a service call may take before the caller gives up (ms). */
  @IntSetting(100, 120000)
  RPC_TIMEOUT_MS = 5000;

  @IsOptional()
  @IsIn(LOG_LEVELS)
  LOG_LEVEL?: (typeof LOG_LEVELS)[number];

  /** `json`: one JSON object per line (pino), for log collectors; `pretty`: Nest's console lines, for people. */
  @IsIn(LOG_FORMATS, { message: 'LOG_FORMAT must be one of: json, pretty' })
  LOG_FORMAT: (typeof LOG_FORMATS)[number] = 'json';

  /** A service's HTTP probes (`/health/live`, `/health/ready`) in containers; 0 = none. The gateway's are on PORT. */
  @IntSetting(0, 65535)
  HEALTH_PORT = 0;

  /** On SIGTERM, how long work already taken may take to finish (ms). */
  @IntSetting(0, 300000)
  SHUTDOWN_GRACE_MS = 10000;
}

/** Object-store settings, for the processes that read or write images. */
export class StorageConfig extends CommonConfig {
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT = `http://127.0.0.1:${DEFAULT_HTTP_PORTS.S3_PORT}`;

  @IsString()
  S3_ACCESS_KEY = 'S3RVER';

  @IsString()
  S3_SECRET_KEY = 'S3RVER';

  @IsString()
  S3_BUCKET = 'flowershop-images';

  @IsString()
  S3_REGION = 'us-east-1';

  /** Past it an object-store call fails as unavailable (a 503 to the browser). */
  @IntSetting(1000, 120000, 'S3_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000')
  S3_TIMEOUT_MS = 10000;
}
