/**
 * The RPC test app (rpc-test-app.ts) as its own process, for tests that must see it survive a
 * broker restart with Node's default handling of unhandled rejections (the process ends).
 * Env: the usual service variables plus RPC_TEST_SERVICE. Prints `READY`, then what its handlers do.
 */
import 'reflect-metadata';
import type { ServiceName } from '../contracts/services.js';
import { startRpcTestApp } from './rpc-test-app.js';

await startRpcTestApp({
  service: (process.env.RPC_TEST_SERVICE ?? 'catalog') as ServiceName,
  env: process.env as Record<string, string>,
  report: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write('READY\n');
