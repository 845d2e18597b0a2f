import type { ServiceErrorBody, ServiceErrorExtras } from '../errors/service-error.js';

/** A service call that failed; `status` is already the HTTP status the caller should answer. */
export class ServiceCallError extends Error implements ServiceErrorBody {
  override name = 'ServiceCallError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extras: ServiceErrorExtras = {},
  ) {
    super(message);
  }

  get retryAfter(): number | undefined {
    return this.extras.retryAfter;
  }

  get details(): unknown {
    return this.extras.details;
  }
}
