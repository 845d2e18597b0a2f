import { Controller, Get, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import {
  healthPattern,
  type HealthPong,
  HealthResult,
  SERVICE_NAMES,
  type ServiceName,
} from '@flowershop/common/contracts';
import { readinessChecks } from '@flowershop/common/health';
import { ServiceClients } from '@flowershop/common/transport';
import { GatewayConfig } from '../config/gateway.config.js';
import { ApiAnswers } from '../openapi/error-responses.js';
import { HealthCheckFailed, HealthTransitions } from './health-transitions.js';

const PING_TIMEOUT_MS = 2000;

/** `/api/health`: every service (503 names each one down, and why); `live` and `ready`: the gateway's own probes. */
@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  private readonly logger = new Logger('Health');
  private readonly transitions = { ready: new HealthTransitions(), services: new HealthTransitions() };

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: the gateway process answers' })
  @ApiAnswers({ type: HealthResult, description: 'The process is up' }, 503)
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness probe: the broker connection works (over RabbitMQ; 503 says it does not). The object store is not part of it: images answer 503 themselves while it is down',
  })
  @ApiAnswers({ type: HealthResult, description: 'Ready to serve' }, 503)
  ready(): Promise<HealthCheckResult> {
    // Not the object store: every gateway shares it, so its outage would take every gateway out of
    // its Service (the whole shop offline), while only images need it, and those answer 503 themselves.
    const checks = readinessChecks(this.indicators, { config: this.config });
    return this.answer('ready', checks, 'GATEWAY.NOT_READY', 'Not ready');
  }

  @Get()
  @ApiOperation({ summary: 'Whether every service answers (503 names the ones that do not)' })
  @ApiAnswers({ type: HealthResult, description: 'Every service answered its ping' }, 503)
  check(): Promise<HealthCheckResult> {
    const checks = SERVICE_NAMES.map((service) => () => this.ping(service));
    return this.answer('services', checks, 'GATEWAY.UNHEALTHY', 'Unhealthy');
  }

  /** A failure is a 503 `{ code, message: '<what>: <check> (<why>), …', details }`; only changes are logged. */
  private async answer(
    endpoint: keyof HealthHttpController['transitions'],
    checks: Parameters<HealthCheckService['check']>[0],
    code: string,
    what: string,
  ): Promise<HealthCheckResult> {
    const transitions = this.transitions[endpoint];
    try {
      const result = await this.health.check(checks);
      const line = transitions.next([]);
      if (line) this.logger.log(`Health (${endpoint}): ${line}`);
      return result;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const failed = error.getResponse() as HealthCheckResult;
      const down = Object.entries(failed.error ?? {});
      const problems = down.map(([name, info]) =>
        typeof info?.message === 'string' ? `${name} (${info.message})` : name,
      );
      const line = transitions.next(Object.keys(failed.error ?? {}), problems);
      if (line) this.logger.warn(`Health (${endpoint}): ${line}`);
      throw new HealthCheckFailed({ code, message: `${what}: ${problems.join(', ')}`, details: failed.details });
    }
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
