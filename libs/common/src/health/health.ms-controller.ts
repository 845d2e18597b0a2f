import { Controller, Inject, Optional, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type HealthPong, type ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE, type DocumentStore } from '../persistence/document-store.js';

/**
 * Every service answers `<service>.health.ping`; the gateway's /api/health asks each one. A
 * service whose store refuses writes (a full disk) answers, but as failing and why: it serves
 * reads while every write answers 503, which an operator should see before the shoppers do.
 */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthMsController {
    constructor(@Optional() @Inject(DOCUMENT_STORE) private readonly documents?: DocumentStore) {}

    @MessagePattern(healthPattern(service))
    ping(): HealthPong {
      // No read of the store: the gateway asks every service on each /api/health, and a slow
      // database must not make it time out (readiness, on HEALTH_PORT, does read).
      const problem = this.documents?.writeProblem();
      return problem ? { service, status: 'failing', problem: `Data store: ${problem}` } : { service, status: 'ok' };
    }
  }
  return HealthMsController;
}
