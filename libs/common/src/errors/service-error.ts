import { RpcException } from '@nestjs/microservices';

/** What crosses the wire when a service call fails; the gateway maps `status` to HTTP. */
export interface ServiceErrorBody {
  code: string;
  message: string;
  status: number;
  /** Seconds to wait before trying again (429); the gateway sends it as Retry-After. */
  retryAfter?: number;
  /** Facts the caller can act on (a refused order's current prices); sent to the browser. */
  details?: unknown;
}

export type ServiceErrorExtras = Pick<ServiceErrorBody, 'retryAfter' | 'details'>;

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  const body = value as Partial<ServiceErrorBody> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    typeof body.status === 'number'
  );
}

/** A failure a service means to report, e.g. `CATALOG.NOT_FOUND` with status 404. */
export class ServiceError extends RpcException {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extras: ServiceErrorExtras = {},
  ) {
    super({ code, message, status, ...extras } satisfies ServiceErrorBody);
  }

  static badRequest(service: string, message: string): ServiceError {
    return new ServiceError(`${service}.VALIDATION`, message, 400);
  }

  static notFound(service: string, message: string): ServiceError {
    return new ServiceError(`${service}.NOT_FOUND`, message, 404);
  }
}
