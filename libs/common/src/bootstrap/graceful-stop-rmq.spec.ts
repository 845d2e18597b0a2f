import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { freePort } from '../testing/free-port.js';
import { deleteRmqPrefix, testRmqPrefix, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { rpcTestPatterns } from '../testing/rpc-test-app.js';
import { probe, startRpcTestService, type ServiceProcess } from '../testing/service-process.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { ServiceClients } from '../transport/service-clients.js';

const P = rpcTestPatterns('catalog');

/**
 * A service process over the real broker, run as in production (rpc-test-service: runs like every
 * service, with a slow handler): its probes, and what SIGTERM does to requests in flight and to
 * requests that arrive after it.
 */
describe('a service process over RabbitMQ: probes and a gentle stop', () => {
  const dir = tempDir('flowershop-graceful-rmq-');
  const prefix = testRmqPrefix();
  let proxy: TcpProxy;
  let env: Record<string, string>;
  let clients: ServiceClients;
  const started: ServiceProcess[] = [];

  const start = async (extra: Record<string, string> = {}) => {
    const service = await startRpcTestService({ ...env, ...extra });
    started.push(service);
    return service;
  };

  before(async () => {
    const broker = new URL(TEST_RABBITMQ_URL);
    proxy = await startTcpProxy(broker.hostname, Number(broker.port || 5672));
    env = {
      TRANSPORT: 'rmq',
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      RMQ_PREFIX: prefix,
      DATA_DIR: dir.path,
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'json',
      SHUTDOWN_GRACE_MS: '10000',
    };
    clients = new ServiceClients(loadConfig(CommonConfig, env));
  });
  after(async () => {
    await Promise.all(started.map((service) => service.stop()));
    await clients?.close();
    await proxy?.close();
    await deleteRmqPrefix(prefix).catch(() => undefined);
    dir.remove();
  });

  it('answers /health/live, and /health/ready names the broker while its connection is down', async () => {
    const viaProxy = new URL(TEST_RABBITMQ_URL);
    viaProxy.port = String(proxy.port);
    const port = await freePort();
    const service = await start({ RABBITMQ_URL: viaProxy.toString(), HEALTH_PORT: String(port) });

    const live = await probe(port, '/health/live');
    assert.equal(live.status, 200);
    assert.equal(live.body.status, 'ok');
    const ready = await probe(port, '/health/ready');
    assert.equal(ready.status, 200, JSON.stringify(ready.body));
    assert.deepEqual(Object.keys(ready.body.info ?? {}).sort(), ['broker', 'documents', 'service']);

    await proxy.cut();
    const down = await waitFor(async () => {
      const answer = await probe(port, '/health/ready');
      return answer.status === 503 && answer;
    }, 'readiness to fail without the broker');
    assert.equal(down.body.error?.broker.status, 'down');
    assert.match(down.body.message ?? '', /broker/);
    assert.equal(down.body.info?.documents.status, 'up', 'the other checks still pass');
    assert.equal((await probe(port, '/health/live')).status, 200, 'still alive: the connection comes back by itself');
    assert.equal((await probe(port, '/nothing')).status, 404);

    await proxy.restore();
    await waitFor(
      async () => (await probe(port, '/health/ready')).status === 200,
      'readiness once reconnected',
      30_000,
    );
    assert.deepEqual(await service.stop(), { code: 0, signal: null });
  });

  it('on SIGTERM answers the request in flight and exits 0; a request sent after it waits in the queue for the next instance', async () => {
    const port = await freePort();
    const first = await start({ HEALTH_PORT: String(port), LOG_LEVEL: 'debug' });
    assert.equal(await clients.send('catalog', P.echo, 'warm-up'), 'warm-up');

    const slow = clients.send<{ done: number }>('catalog', P.slow, { ms: 2000 }, 20_000);
    await waitFor(() => first.output().includes('SLOW START'), 'the slow handler to start');
    const startedAt = Date.now();
    first.child.kill('SIGTERM');
    await waitFor(() => first.output().includes('taking no new work'), 'the service to take the signal');
    // Not ready while it drains (the probe server stays up until the end)…
    const draining = await waitFor(async () => {
      const answer = await probe(port, '/health/ready').catch(() => undefined);
      return answer?.status === 503 && answer;
    }, 'readiness to fail while stopping');
    assert.deepEqual(draining.body.error?.service, { status: 'down', message: 'stopping' });
    // …and takes nothing new: this request stays in the queue.
    const late = clients.send<string>('catalog', P.echo, 'after SIGTERM', 30_000);

    // The service's own lines say where a lost answer went (a run on a loaded CI machine once timed out here).
    const answer = await slow.catch((error: unknown) => assert.fail(`${String(error)}\n${first.output()}`));
    assert.deepEqual(answer, { done: 1 }, 'the request in flight got its answer');
    assert.deepEqual(await first.exited, { code: 0, signal: null }, first.output());
    assert.ok(Date.now() - startedAt >= 1000, 'it waited for the handler');
    const echoes = first.logLines().filter((line) => String(line.message).startsWith(`${P.echo} handled`));
    assert.equal(echoes.length, 1, 'it handled the warm-up only, not the late request');

    // The next instance (a rolling update's new pod) answers it.
    await start();
    assert.equal(await late, 'after SIGTERM');
  });
});
