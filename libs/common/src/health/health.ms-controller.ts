import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type HealthPong, type ServiceName } from '../contracts/services.js';

/** Every service answers `<service>.health.ping`; the gateway's /api/health asks each one. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthMsController {
    @MessagePattern(healthPattern(service))
    ping(): HealthPong {
      return { service, status: 'ok' };
    }
  }
  return HealthMsController;
}
