import { Controller, Get, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import {
  healthPattern,
  type HealthPong,
  HealthResult,
  SERVICE_NAMES,
  type ServiceName,
} from '@flowershop/common/contracts';
import { readinessChecks, type ReadinessTargets } from '@flowershop/common/health';
import { ServiceClients } from '@flowershop/common/transport';
import { GatewayConfig } from '../config/gateway.config.js';
import { ApiErrors } from '../openapi/error-responses.js';
import { HealthCheckFailed, HealthTransitions } from './health-transitions.js';

const PING_TIMEOUT_MS = 2000;

/** `/api/health`: every service (503 names each one down, and why); `live` and `ready`: the gateway's own probes. */
@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  private readonly logger = new Logger('Health');
  private readonly targets: ReadinessTargets;
  private readonly transitions = { ready: new HealthTransitions(), services: new HealthTransitions() };

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly clients: ServiceClients,
    config: GatewayConfig,
  ) {
    // Not the object store: every gateway shares it, so its outage would take every gateway out of
    // its Service (the whole shop offline), while only images need it, and those answer 503 themselves.
    this.targets = { config };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: the gateway process answers' })
  @ApiOkResponse({ type: HealthResult, description: 'The process is up' })
  @ApiErrors(503)
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness probe: the broker connection works (over RabbitMQ; 503 says it does not). The object store is not part of it: images answer 503 themselves while it is down',
  })
  @ApiOkResponse({ type: HealthResult, description: 'Ready to serve' })
  @ApiErrors(503)
  async ready(): Promise<HealthCheckResult> {
    return await this.answer(readinessChecks(this.indicators, this.targets), 'GATEWAY.NOT_READY', 'Not ready', 'ready');
  }

  @Get()
  @ApiOperation({ summary: 'Whether every service answers (503 names the ones that do not)' })
  @ApiOkResponse({ type: HealthResult, description: 'Every service answered its ping' })
  @ApiErrors(503)
  async check(): Promise<HealthCheckResult> {
    return await this.answer(
      SERVICE_NAMES.map((service) => () => this.ping(service)),
      'GATEWAY.UNHEALTHY',
      'Unhealthy',
      'services',
    );
  }

  /** A failure is a 503 `{ code, message: '<what>: <check> (<why>), …', details }`. */
  private async answer(
    checks: Parameters<HealthCheckService['check']>[0],
    code: string,
    what: string,
    endpoint: keyof HealthHttpController['transitions'],
  ): Promise<HealthCheckResult> {
    try {
      const result = await this.health.check(checks);
      this.logChange(endpoint, []);
      return result;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const failed = error.getResponse() as HealthCheckResult;
      const down = Object.entries(failed.error ?? {});
      const problems = down.map(([name, info]) =>
        typeof info?.message === 'string' ? `${name} (${info.message})` : name,
      );
      this.logChange(endpoint, Object.keys(failed.error ?? {}), problems);
      throw new HealthCheckFailed({ code, message: `${what}: ${problems.join(', ')}`, details: failed.details });
    }
  }

  private logChange(endpoint: keyof HealthHttpController['transitions'], down: string[], problems?: string[]): void {
    const line = this.transitions[endpoint].next(down, problems);
    if (!line) return;
    if (down.length > 0) this.logger.warn(`Health (${endpoint}): ${line}`);
    else this.logger.log(`Health (${endpoint}): ${line}`);
  }

  private async ping(service: ServiceName) {
    const indicator = this.indicators.check(service);
    try {
      const pong = await this.clients.send<HealthPong>(service, healthPattern(service), {}, PING_TIMEOUT_MS);
      return pong.status === 'ok' ? indicator.up() : indicator.down({ message: pong.problem });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
