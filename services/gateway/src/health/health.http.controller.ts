import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { SERVICE_NAMES, healthPattern, type ServiceName } from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { ApiErrors } from '../openapi/error-responses.js';
import { HealthResultSchema } from '../openapi/response-schemas.js';

const PING_TIMEOUT_MS = 2000;

/** 200 when every service answers its ping; 503 naming the ones that did not. */
@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly clients: ServiceClients,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether every service answers (503 names the ones that do not)' })
  @ApiOkResponse({ type: HealthResultSchema, description: 'Every service answered its ping' })
  @ApiErrors(503)
  async check(): Promise<HealthCheckResult> {
    try {
      return await this.health.check(SERVICE_NAMES.map((service) => () => this.ping(service)));
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const down = Object.keys(result.error ?? {});
      throw new ServiceUnavailableException({
        code: 'GATEWAY.UNHEALTHY',
        message: `Not answering: ${down.join(', ')}`,
        details: result.details,
      });
    }
  }

  private async ping(service: ServiceName) {
    const indicator = this.indicators.check(service);
    try {
      await this.clients.send(service, healthPattern(service), {}, PING_TIMEOUT_MS);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
