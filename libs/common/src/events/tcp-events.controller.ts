import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SERVICE_NAMES, type ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { EventBackbone } from './event-backbone.js';
import type { ConsumeOutcome } from './consume-event.js';
import { tcpEventPatterns } from './event-topology.js';

interface SubscribeRequest {
  subscriber: ServiceName;
  events: string[];
}

/**
 * TCP only: where consumers subscribe to this service's events and publishers hand it theirs.
 * An error answer to a delivery means "keep it and try again later" (the consumer could not even
 * keep it for a retry).
 */
export function createTcpEventsController(service: ServiceName): Type<unknown> {
  const patterns = tcpEventPatterns(service);

  @Controller()
  class TcpEventsController {
    constructor(@Inject(EventBackbone) private readonly backbone: EventBackbone) {}

    @MessagePattern(patterns.deliver)
    async deliver(@Payload() raw: unknown): Promise<{ outcome: ConsumeOutcome }> {
      return { outcome: await this.backbone.tcpConsumer!.deliver(raw) };
    }

    @MessagePattern(patterns.subscribe)
    async subscribe(@Payload() { subscriber, events }: SubscribeRequest): Promise<{ subscribed: string[] }> {
      const own = Array.isArray(events) && events.every((event) => event.startsWith(`${service}.`));
      if (!SERVICE_NAMES.includes(subscriber) || !own) {
        throw ServiceError.badRequest('EVENTS', `Not a subscription to events of ${service}`);
      }
      await this.backbone.subscriptions!.subscribe(subscriber, events);
      return { subscribed: events };
    }
  }
  return TcpEventsController;
}
