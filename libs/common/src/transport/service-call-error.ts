import type { ServiceErrorBody } from '../errors/service-error.js';

/** A service call that failed; `status` is already the HTTP status the caller should answer. */
export class ServiceCallError extends Error implements ServiceErrorBody {
  override name = 'ServiceCallError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  toBody(): ServiceErrorBody {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      ...(this.retryAfter !== undefined && { retryAfter: this.retryAfter }),
    };
  }
}
