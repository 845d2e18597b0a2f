import { Catch, Logger, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import { isServiceErrorBody, type ServiceErrorBody } from './service-error.js';
import { storageFaultOf } from './storage-fault.js';

/** Callers always get `{ code, message, status }`, never a stack trace. */
@Catch()
export class ServiceExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('ServiceExceptionFilter');

  constructor(private readonly service: string) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const body = this.toBody(exception);
    // A service this one needed was down or slow, said on purpose: seen at its source, one line here, no stack.
    const passedOnOutage = exception instanceof RpcException && (body.status === 503 || body.status === 504);
    if (passedOnOutage) this.logger.warn(`Answered ${body.status} ${body.code}: ${body.message}`);
    else if (body.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    return throwError(() => body);
  }

  private toBody(exception: unknown): ServiceErrorBody {
    if (exception instanceof RpcException) {
      const error = exception.getError();
      if (isServiceErrorBody(error)) return error;
    }
    // A full disk or an unreachable database was "Internal error" (500) for every order: it is an
    // outage to wait out (503), as the gateway says of the object store. The log keeps the cause.
    const fault = storageFaultOf(exception);
    if (fault) {
      return {
        code: `${this.service}.STORAGE_UNAVAILABLE`,
        message:
          fault === 'disk'
            ? 'Data cannot be stored right now; please try again later'
            : 'The database cannot be reached right now; please try again later',
        status: 503,
      };
    }
    return { code: `${this.service}.INTERNAL`, message: 'Internal error', status: 500 };
  }
}
