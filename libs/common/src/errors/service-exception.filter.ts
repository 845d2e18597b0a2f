import { Catch, Logger, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import { isServiceErrorBody, type ServiceErrorBody } from './service-error.js';

/**
 * Turns anything a handler throws into a ServiceErrorBody, so callers always get
 * `{ code, message, status }` and never a stack trace.
 */
@Catch()
export class ServiceExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('ServiceExceptionFilter');

  constructor(private readonly service: string) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const body = this.toBody(exception);
    if (body.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    return throwError(() => body);
  }

  private toBody(exception: unknown): ServiceErrorBody {
    if (exception instanceof RpcException) {
      const error = exception.getError();
      if (isServiceErrorBody(error)) return error;
    }
    return { code: `${this.service}.INTERNAL`, message: 'Internal error', status: 500 };
  }
}
