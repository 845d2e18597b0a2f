import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { freePort } from '../testing/free-port.js';
import { rpcTestPatterns } from '../testing/rpc-test-app.js';
import { startRpcTestService, type ServiceProcess } from '../testing/service-process.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { ServiceCallError, ServiceClients } from '../transport/service-clients.js';

const P = rpcTestPatterns('catalog');

/** The embedded default: Nest's TCP transport, which would cut connections (and answers) at once. */
describe('a service process over TCP: a gentle stop', () => {
  const dir = tempDir('flowershop-graceful-tcp-');
  let service: ServiceProcess;
  let clients: ServiceClients;

  before(async () => {
    const env = {
      TRANSPORT: 'tcp',
      DATA_DIR: dir.path,
      CATALOG_TCP_PORT: String(await freePort()),
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'json',
    };
    service = await startRpcTestService(env);
    clients = new ServiceClients(loadConfig(CommonConfig, env));
  });
  after(async () => {
    await service?.stop();
    await clients?.close();
    dir.remove();
  });

  it('on SIGTERM answers the request in flight, refuses new ones on the open connection (503) and exits 0', async () => {
    assert.equal(await clients.send('catalog', P.echo, 'warm-up'), 'warm-up');
    const slow = clients.send<{ done: number }>('catalog', P.slow, { ms: 1500 }, 10_000);
    await waitFor(() => service.output().includes('SLOW START'), 'the slow handler to start');
    service.child.kill('SIGTERM');
    await waitFor(() => service.output().includes('taking no new work'), 'the service to take the signal');

    await assert.rejects(
      clients.send('catalog', P.echo, 'after SIGTERM', 5000),
      (error: unknown) =>
        error instanceof ServiceCallError && error.status === 503 && error.code === 'SERVICE.SHUTTING_DOWN',
    );
    assert.deepEqual(await slow, { done: 1 });
    assert.deepEqual(await service.exited, { code: 0, signal: null }, service.output());
  });
});
