import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RmqContext } from '@nestjs/microservices';
import { tap, type Observable } from 'rxjs';

interface AmqpMessage {
  properties: { correlationId?: string };
}
interface AmqpChannel {
  ack(message: AmqpMessage): void;
}

/**
 * Manual acknowledgement for RPC requests over RabbitMQ: a request leaves the queue only once it
 * was answered (an error is an answer too). Events do not come this way any more: they have their
 * own queues, retries and parking (libs/common/src/events, ADR 0007); a message without a reply
 * address is acknowledged and logged, as nobody waits for it.
 */
@Injectable()
export class RmqAckInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RmqAck');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc().getContext<unknown>();
    if (!(rpc instanceof RmqContext)) return next.handle();
    const channel = rpc.getChannelRef() as AmqpChannel;
    const message = rpc.getMessage() as AmqpMessage;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (!message.properties.correlationId) {
        this.logger.warn(
          `${rpc.getPattern()} arrived on the RPC queue without a reply address; events use EventsModule`,
        );
      }
      channel.ack(message);
    };
    return next.handle().pipe(tap({ complete: settle, error: settle, finalize: settle }));
  }
}
