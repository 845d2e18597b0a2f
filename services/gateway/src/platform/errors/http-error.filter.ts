import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ObjectStoreUnavailableError } from '@flowershop/common/storage';
import { ServiceCallError } from '@flowershop/common/transport';
import { HealthCheckFailed } from '../health/health-transitions.js';

export interface HttpErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Extra facts some errors carry, e.g. which services a failed health check found down. */
  details?: unknown;
}

const CODES: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/** Every error reaches the browser as `{ statusCode, code, message }` with its real status. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = this.toBody(exception);
    // A service's own failure: it logged the cause with its stack under the same request id, and
    // this process's stack (the RPC client's reply handling) says nothing: one line.
    if (body.statusCode === 500 && exception instanceof ServiceCallError)
      this.logger.error(`${body.statusCode} ${body.code}: ${body.message}`);
    else if (body.statusCode === 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    // A service down or slow is an outage to note, not a bug: one line, no stack.
    else if (body.statusCode > 500 && !(exception instanceof HealthCheckFailed))
      this.logger.warn(`${body.statusCode} ${body.code}: ${body.message}`);
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return void response.end();
    // A route's caching header was set before its handler ran: an error must not be kept by the
    // browser or a proxy in place of the answer (a minute of "Call us" after a 5-second outage).
    response.setHeader('Cache-Control', 'no-store');
    // A service's own rate limit (e.g. code sends per e-mail) says how long to wait.
    if (exception instanceof ServiceCallError && exception.retryAfter !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfter));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): HttpErrorBody {
    if (exception instanceof ServiceCallError) {
      const { status: statusCode, code, message, details } = exception;
      return { statusCode, code, message, ...(details !== undefined && { details }) };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const { code: explicit, details } = exception.getResponse() as { code?: unknown; details?: unknown };
      const code = typeof explicit === 'string' ? explicit : `GATEWAY.${CODES[statusCode] ?? 'ERROR'}`;
      return { statusCode, code, message: messageOf(exception), ...(details !== undefined && { details }) };
    }
    if (exception instanceof ObjectStoreUnavailableError) {
      return {
        statusCode: 503,
        code: 'GATEWAY.OBJECT_STORE_UNAVAILABLE',
        message: 'Images cannot be stored or read right now; please try again in a moment',
      };
    }
    return { statusCode: 500, code: 'GATEWAY.INTERNAL', message: 'Internal server error' };
  }
}
