import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import { tap, type Observable } from 'rxjs';

interface AmqpMessage {
  properties: { correlationId?: string };
  fields: { redelivered: boolean };
}
interface AmqpChannel {
  ack(message: AmqpMessage): void;
  nack(message: AmqpMessage, allUpTo?: boolean, requeue?: boolean): void;
}

/**
 * Manual acknowledgement for RabbitMQ: a message leaves the queue only once it was handled.
 * A request is acknowledged once answered (an error is an answer too). An event whose handler
 * failed goes back to the queue once; failing again, it is dropped and logged.
 */
@Injectable()
export class RmqAckInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RmqAck');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc().getContext<unknown>();
    if (!(rpc instanceof RmqContext)) return next.handle();
    const channel = rpc.getChannelRef() as AmqpChannel;
    const message = rpc.getMessage() as AmqpMessage;
    const isRequest = Boolean(message.properties.correlationId);
    let settled = false;
    const settle = (ok: boolean, error?: unknown) => {
      if (settled) return;
      settled = true;
      if (ok || isRequest) return channel.ack(message);
      const requeue = !message.fields.redelivered;
      this.logger.error(`Event ${rpc.getPattern()} failed${requeue ? ', requeued' : ', dropped'}: ${String(error)}`);
      channel.nack(message, false, requeue);
    };
    return next.handle().pipe(
      tap({
        complete: () => settle(true),
        error: (error: unknown) => settle(false, error),
        finalize: () => settle(true),
      }),
    );
  }
}
