import { Controller, Module, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { startServiceApp } from '../bootstrap/service-app.js';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import type { ServiceName } from '../contracts/services.js';
import { ServiceError } from '../errors/service-error.js';
import { currentCorrelationId } from '../logging/correlation.js';
import { READ_ONLY_HANDLER } from '../transport/rpc-batch.js';
import { eventTestModule, recordingHandler } from './event-test-app.js';

/** Patterns of the RPC test controller, under the service's own name (so its queue is bound to them). */
export function rpcTestPatterns(service: ServiceName) {
  return {
    echo: `${service}.rpc-test.echo`,
    /** Waits `{ ms }`, then answers `{ done: n }`; says `SLOW START n` / `SLOW DONE n` on `report`. */
    slow: `${service}.rpc-test.slow`,
    /** Answers a ServiceError (409). */
    refuse: `${service}.rpc-test.refuse`,
    /** Throws a plain Error (the filter answers 500). */
    crash: `${service}.rpc-test.crash`,
    /** Counts its calls; `calls` reads every counter. */
    count: `${service}.rpc-test.count`,
    calls: `${service}.rpc-test.calls`,
    /** Answers the correlation id the handler runs under (null for none). */
    correlation: `${service}.rpc-test.correlation`,
    /** A READ_ONLY_HANDLER: answers `{ key, run }`, `run` counting its calls (read with `calls`, as `read:<key>`). */
    read: `${service}.rpc-test.read`,
  };
}

/** The event the RPC test app consumes, so its event consumer shares the connection too. */
export const RPC_TEST_EVENT = 'catalog.rpc-test.happened';

export interface RpcTestAppOptions {
  service: ServiceName;
  env: Record<string, string>;
  /** Where the app says what its handlers do (a child process writes it to stdout). */
  report?: (line: string) => void;
  /** Called with each RPC_TEST_EVENT payload the app handles. */
  onEvent?: (payload: unknown) => void;
}

/**
 * A small real service for transport tests: RPC handlers that echo, wait, refuse and throw, plus
 * the event backbone (store, outbox relay, a consumer of RPC_TEST_EVENT), started like every service.
 */
export async function startRpcTestApp(options: RpcTestAppOptions): Promise<INestMicroservice> {
  const config = loadConfig(CommonConfig, options.env);
  return await startServiceApp(options.service, rpcTestModule(config, options), config);
}

export function rpcTestModule(config: CommonConfig, options: RpcTestAppOptions): DynamicModule {
  const patterns = rpcTestPatterns(options.service);
  const report = options.report ?? (() => undefined);
  const calls: Record<string, number> = {};
  let slowCalls = 0;

  @Controller()
  class RpcTestController {
    @MessagePattern(patterns.echo)
    echo(@Payload() payload: unknown): unknown {
      return payload;
    }

    @MessagePattern(patterns.slow)
    async slow(@Payload() { ms }: { ms: number }): Promise<{ done: number }> {
      const n = ++slowCalls;
      report(`SLOW START ${n}`);
      await new Promise((done) => setTimeout(done, ms));
      report(`SLOW DONE ${n}`);
      return { done: n };
    }

    @MessagePattern(patterns.refuse)
    refuse(): never {
      throw new ServiceError('RPCTEST.REFUSED', 'Refused on purpose', 409);
    }

    @MessagePattern(patterns.crash)
    crash(): never {
      calls.crash = (calls.crash ?? 0) + 1;
      report('CRASH');
      throw new Error('crashed on purpose');
    }

    @MessagePattern(patterns.count)
    count(@Payload() { key }: { key: string }): number {
      calls[key] = (calls[key] ?? 0) + 1;
      return calls[key];
    }

    @MessagePattern(patterns.calls)
    counters(): Record<string, number> {
      return calls;
    }

    @MessagePattern(patterns.read, READ_ONLY_HANDLER)
    read(@Payload() { key }: { key: string }): { key: string; run: number; tags: string[] } {
      const run = (calls[`read:${key}`] = (calls[`read:${key}`] ?? 0) + 1);
      return { key, run, tags: ['fresh', 'read'] };
    }

    @MessagePattern(patterns.correlation)
    correlation(): string | null {
      return currentCorrelationId() ?? null;
    }
  }

  const handler = recordingHandler(RPC_TEST_EVENT, async (envelope) => options.onEvent?.(envelope.payload));

  @Module({})
  class RpcTestModule {}
  return {
    module: RpcTestModule,
    imports: [eventTestModule(config, options.service, [handler])],
    controllers: [RpcTestController],
  };
}
