import { Controller, Inject, Optional, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type HealthPong, type ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';
import { SERVICE_HEALTH_CHECK, type ServiceHealthCheck } from './service-health-check.js';

/**
 * Every service answers `<service>.health.ping`; the gateway's /api/health asks each one. A
 * service whose store refuses writes (a full disk) answers, but as failing and why: it serves
 * reads while every write answers 503, which an operator should see before the shoppers do.
 * A service may add a check of its own (SERVICE_HEALTH_CHECK), e.g. mail that no longer goes out.
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
