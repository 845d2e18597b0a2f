import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { isStorageFault } from '../errors/storage-fault.js';
import { EVENTS_STORAGE_UNAVAILABLE, eventDeliverPattern } from '../transport/event-topology.js';
import { MalformedEventError, parseEnvelope } from './envelope-factory.js';
import { EventDispatcher, type DispatchOutcome } from './event-dispatcher.js';

/** TCP only: where publishers hand this service its events; an error answer means "try again later". */
export function createEventDeliverController(service: ServiceName): Type<unknown> {
  @Controller()
  class EventDeliverController {
    constructor(@Inject(EventDispatcher) private readonly dispatcher: EventDispatcher) {}

    @MessagePattern(eventDeliverPattern(service))
    async deliver(@Payload() raw: unknown): Promise<{ outcome: DispatchOutcome }> {
      try {
        return { outcome: await this.dispatcher.dispatch(parseEnvelope(raw)) };
      } catch (error) {
        // Not a refusal: the publisher keeps the event for as long as the disk is full, never parks it.
        if (isStorageFault(error)) throw new ServiceError(EVENTS_STORAGE_UNAVAILABLE, (error as Error).message, 503);
        const malformed = error instanceof MalformedEventError;
        throw new ServiceError(
          malformed ? 'EVENTS.MALFORMED' : 'EVENTS.HANDLER_FAILED',
          error instanceof Error ? error.message : String(error),
          malformed ? 400 : 500,
        );
      }
    }
  }
  return EventDeliverController;
}
