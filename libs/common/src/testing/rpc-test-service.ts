/**
 * The RPC test app (rpc-test-app.ts) as its own process, run like every service process (probes on
 * HEALTH_PORT, a gentle stop on SIGTERM), for tests that must see it survive a broker restart with
 * Node's default handling of unhandled rejections (the process ends), or stop mid-request.
 * Env: the usual service variables plus RPC_TEST_SERVICE. Prints `READY`, then what its handlers do.
 */
import 'reflect-metadata';
import { serveService } from '../bootstrap/service-app.js';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import type { ServiceName } from '../contracts/services.js';
import { rpcTestModule } from './rpc-test-app.js';

const service = (process.env.RPC_TEST_SERVICE ?? 'catalog') as ServiceName;
const config = loadConfig(CommonConfig, process.env);
await serveService(
  service,
  rpcTestModule(config, { service, env: {}, report: (line) => process.stdout.write(`${line}\n`) }),
  config,
);
process.stdout.write('READY\n');
