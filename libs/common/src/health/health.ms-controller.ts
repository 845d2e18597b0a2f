import { Controller, Inject, Optional, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type HealthPong, type ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';

/** A service's own check for its health ping (messaging's: mail stopped going out); answers from memory, at once. */
export interface ServiceHealthCheck {
  problem(): string | undefined;
}

export const SERVICE_HEALTH_CHECK = Symbol('SERVICE_HEALTH_CHECK');

/**
 * `<service>.health.ping`, which the gateway's /api/health asks: failing, and why, while the store
 * refuses writes (a full disk: reads served, every write a 503) or the service's own check fails.
 */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthMsController {
    constructor(
      @Optional() @Inject(DOCUMENT_STORE) private readonly documents?: DocumentStore,
      @Optional() @Inject(SERVICE_HEALTH_CHECK) private readonly ownCheck?: ServiceHealthCheck,
    ) {}

    @MessagePattern(healthPattern(service))
    ping(): HealthPong {
      // No read of the store: the gateway asks every service on each /api/health, and a slow
      // database must not make it time out (readiness, on HEALTH_PORT, does read).
      const storeProblem = this.documents?.writeProblem();
      const problem = storeProblem ? `Data store: ${storeProblem}` : this.ownCheck?.problem();
      return problem ? { service, status: 'failing', problem } : { service, status: 'ok' };
    }
  }
  return HealthMsController;
}
